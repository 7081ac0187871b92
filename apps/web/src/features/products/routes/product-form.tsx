import {
  MARKETPLACE_CATEGORIES,
  PRODUCT_STATUSES,
  type TCreateProduct,
  type TMarketplaceCategory,
  type TProduct,
  type TProductStatus,
  ZCreateProductSchema,
} from '@haat/shared/directory/products';
import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { poishaToTaka, takaToPoisha, toAsciiDigits } from '@haat/shared/money';
import { ArrowLeft, Package, SearchX, Store, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useBlocker, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input, inputClass, Select, useErrorText } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useProduct } from '../api/get-product.ts';
import { type TBusiness, useMyBusinesses } from '../api/list-businesses.ts';
import { useBusinessCategories } from '../api/list-categories.ts';
import { uploadProductImage } from '../api/product-images.ts';
import { useCreateProduct, useDeleteProduct, useUpdateProduct } from '../api/save-product.ts';
import { CategoryField } from '../components/category-field.tsx';
import { ImageManager, type TQueuedImage } from '../components/image-manager.tsx';

type TNotice = { tone: 'success' | 'error'; text: string };

/** What the inputs hold: the price in taka as typed, the stock as typed. */
interface TFormValues {
  title: string;
  description: string;
  price: string;
  stock: string;
  marketplace_category: TMarketplaceCategory;
  category_id: string;
  status: TProductStatus;
}

const FIELDS = ['title', 'description', 'price', 'stock', 'marketplace_category', 'category_id', 'status'];

const EMPTY: TFormValues = {
  title: '',
  description: '',
  price: '',
  stock: '0',
  marketplace_category: 'other',
  category_id: '',
  status: 'draft',
};

/** The form's values as the API body: taka → poisha, stock as a number, no category → null. */
function toBody(values: TFormValues) {
  const stock = toAsciiDigits(values.stock).trim();
  return {
    title: values.title,
    description: values.description,
    price: values.price.trim() === '' ? undefined : (takaToPoisha(values.price) ?? Number.NaN),
    stock: stock === '' ? 0 : /^\d+$/.test(stock) ? Number(stock) : Number.NaN,
    marketplace_category: values.marketplace_category,
    category_id: values.category_id || null,
    status: values.status,
  };
}

/** Checks the inputs with the shared schema (its messages are `validation.*` keys). */
const resolver: Resolver<TFormValues> = async (values) => {
  const parsed = ZCreateProductSchema.safeParse(toBody(values));
  if (parsed.success) return { values: parsed.data as unknown as TFormValues, errors: {} };
  const errors: FieldErrors<TFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as keyof TFormValues;
    if (!field || errors[field]) continue;
    const message = field === 'price' && values.price.trim() === '' ? 'validation.required' : issue.message;
    errors[field] = { type: 'validation', message };
  }
  return { values: {}, errors };
};

function toForm(product: TProduct): TFormValues {
  return {
    title: product.title,
    description: product.description ?? '',
    price: poishaToTaka(product.price),
    stock: String(product.stock),
    marketplace_category: product.marketplace_category,
    category_id: product.category_id ?? '',
    status: product.status,
  };
}

function listLink(businessId: string | undefined): string {
  return businessId ? `/business/products?business=${businessId}` : '/business/products';
}

export default function ProductForm() {
  const { id } = useParams();
  return id ? <EditProduct id={id} /> : <NewProduct />;
}

function BackLink({ businessId }: { businessId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <ButtonLink to={listLink(businessId)} variant="ghost" size="sm" className="mb-2 -ms-3">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('products.form.back')}
    </ButtonLink>
  );
}

function NewProduct() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const businesses = useMyBusinesses();
  const title = t('products.form.new_title');
  useDocumentTitle(title);
  const list = businesses.data ?? [];
  const business = list.find((item) => item.id === params.get('business')) ?? list[0];
  const categories = useBusinessCategories(business?.id);

  if (businesses.isPending || (business && categories.isPending)) return <Spinner label={t('app.loading')} />;
  if (businesses.isError)
    return (
      <div>
        <PageHeader title={title} icon={<Package />} />
        <Alert tone="error">
          <p>{t('products.business.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => businesses.refetch()}>
            {t('products.common.retry')}
          </Button>
        </Alert>
      </div>
    );
  if (!business)
    return (
      <div>
        <PageHeader title={title} icon={<Package />} />
        <Card>
          <EmptyState icon={<Store className="size-8" />} title={t('products.business.none_title')}>
            <p>{t('products.business.none_text')}</p>
            <ButtonLink to="/marketplace/sell" className="mt-3" data-testid="start-selling">
              {t('products.business.start')}
            </ButtonLink>
          </EmptyState>
        </Card>
      </div>
    );
  return (
    <div>
      <BackLink businessId={business.id} />
      <PageHeader title={title} subtitle={t('products.form.intro')} icon={<Package />} />
      <ProductEditor business={business} categories={categories.data ?? []} />
    </div>
  );
}

function EditProduct({ id }: { id: string }) {
  const { t } = useTranslation();
  const product = useProduct(id);
  const categories = useBusinessCategories(product.data?.business_id);
  const businesses = useMyBusinesses();
  const title = t('products.form.edit_title');
  useDocumentTitle(product.data ? `${product.data.title} · ${title}` : title);

  if (product.isPending || (product.data && categories.isPending))
    return <Spinner label={t('app.loading')} />;
  if (product.isError || !product.data) {
    const missing = product.error instanceof ApiError && [404, 422].includes(product.error.status);
    return (
      <div>
        <BackLink businessId={undefined} />
        <PageHeader title={missing ? t('products.form.not_found_title') : title} icon={<Package />} />
        {missing ? (
          <Card>
            <EmptyState icon={<SearchX className="size-8" />} title={t('products.form.not_found_title')}>
              <p data-testid="product-not-found">{t('products.form.not_found_text')}</p>
              <ButtonLink to="/business/products" className="mt-3">
                {t('products.form.back')}
              </ButtonLink>
            </EmptyState>
          </Card>
        ) : (
          <Alert tone="error">
            <p>{t('products.form.load_failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => product.refetch()}>
              {t('products.common.retry')}
            </Button>
          </Alert>
        )}
      </div>
    );
  }
  const business = businesses.data?.find((item) => item.id === product.data.business_id);
  return (
    <div>
      <BackLink businessId={product.data.business_id} />
      <PageHeader title={title} subtitle={business?.name} icon={<Package />} />
      <ProductEditor
        key={product.data.id}
        product={product.data}
        business={business}
        businessId={product.data.business_id}
        categories={categories.data ?? []}
      />
    </div>
  );
}

function ProductEditor({
  product,
  business,
  businessId: givenBusinessId,
  categories,
}: {
  product?: TProduct;
  business?: TBusiness;
  businessId?: string;
  categories: TBusinessCategory[];
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const businessId = givenBusinessId ?? business?.id ?? '';
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const [notice, setNotice] = useState<TNotice | undefined>(
    (location.state as { notice?: TNotice } | null)?.notice,
  );
  const [queue, setQueue] = useState<TQueuedImage[]>([]);
  const [sending, setSending] = useState<{ index: number; count: number; percent: number }>();
  const [deleting, setDeleting] = useState(false);

  const form = useForm<TFormValues>({ resolver, defaultValues: product ? toForm(product) : EMPTY });
  const { errors, isSubmitting, isDirty } = form.formState;
  const typedTitle = form.watch('title');
  // Set just before a navigation of our own (after creating or deleting), which must not be held up.
  const leaving = useRef(false);

  // Unsaved changes: ask before leaving the screen or closing the page.
  const unsaved = (isDirty || queue.length > 0) && !isSubmitting && !sending;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  // Clear the notice carried in the history entry, so a reload does not show it again.
  useEffect(() => {
    if ((location.state as { notice?: TNotice } | null)?.notice)
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);

  // Free the previews of queued images when leaving.
  useEffect(() => () => {
    for (const item of queue) URL.revokeObjectURL(item.url);
  });

  const onSubmit = form.handleSubmit(async (parsed) => {
    setNotice(undefined);
    const body = parsed as unknown as TCreateProduct;
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, body });
        form.reset(form.getValues());
        setNotice({ tone: 'success', text: t('products.form.saved') });
        return;
      }
      const answer = await create.mutateAsync({ businessId, body });
      const created = answer.data;
      let failed = 0;
      for (const [index, item] of queue.entries()) {
        setSending({ index, count: queue.length, percent: 0 });
        try {
          await uploadProductImage(created.id, item.file, (percent) =>
            setSending({ index, count: queue.length, percent }),
          );
        } catch {
          failed += 1;
        }
      }
      setSending(undefined);
      leaving.current = true;
      navigate(`/business/products/${created.id}/edit`, {
        replace: true,
        state: {
          notice: failed
            ? { tone: 'error', text: t('products.form.created_images_failed', { count: failed }) }
            : { tone: 'success', text: t('products.form.created') },
        },
      });
    } catch (error) {
      setSending(undefined);
      const message = applyServerErrors(error, form.setError, FIELDS, t('products.form.save_failed'));
      setNotice({
        tone: 'error',
        text: message ? `${t('products.form.save_failed')}: ${message}` : t('products.form.check_fields'),
      });
    }
  });

  const confirmDelete = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync(product.id);
      leaving.current = true;
      navigate(listLink(product.business_id), {
        state: { notice: { tone: 'success', text: t('products.form.deleted', { title: product.title }) } },
      });
    } catch {
      setDeleting(false);
      setNotice({ tone: 'error', text: t('products.form.delete_failed') });
    }
  };

  const sectionTitle = 'mb-3 text-lg font-semibold';

  return (
    <form onSubmit={onSubmit} noValidate data-testid="product-form" className="space-y-4">
      {notice ? (
        <Alert tone={notice.tone}>
          <span data-testid="form-notice">{notice.text}</span>
        </Alert>
      ) : null}
      {business ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('products.business.label')}: <span className="font-semibold">{business.name}</span>
        </p>
      ) : null}

      <div className="grid gap-4 2xl:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          <Card>
            <h2 className={sectionTitle}>{t('products.form.details')}</h2>
            <div className="space-y-4">
              <Field label={`${t('products.fields.title')} *`} error={errorText('title', errors.title)}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    dir="auto"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    aria-required
                    maxLength={200}
                    {...form.register('title')}
                  />
                )}
              </Field>
              <Field
                label={t('products.fields.description')}
                error={errorText('description', errors.description)}
              >
                {({ id, describedBy, invalid }) => (
                  <textarea
                    id={id}
                    dir="auto"
                    rows={5}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    maxLength={5000}
                    className={inputClass}
                    {...form.register('description')}
                  />
                )}
              </Field>
            </div>
          </Card>

          <Card>
            <ImageManager
              product={product}
              productTitle={typedTitle}
              queue={queue}
              onQueueChange={setQueue}
            />
          </Card>

          <Card>
            <h2 className={sectionTitle}>{t('products.form.pricing')}</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={`${t('products.fields.price_taka')} *`}
                hint={t('products.form.price_hint')}
                error={errorText('price', errors.price)}
              >
                {({ id, describedBy, invalid }) => (
                  <div className="relative" dir="ltr">
                    <span
                      aria-hidden
                      className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-600 dark:text-slate-400"
                    >
                      ৳
                    </span>
                    <Input
                      id={id}
                      dir="ltr"
                      inputMode="decimal"
                      autoComplete="off"
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      aria-required
                      className="ps-8"
                      {...form.register('price')}
                    />
                  </div>
                )}
              </Field>
              <Field
                label={t('products.fields.stock')}
                hint={t('products.form.stock_hint')}
                error={errorText('stock', errors.stock)}
              >
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    dir="ltr"
                    inputMode="numeric"
                    autoComplete="off"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('stock')}
                  />
                )}
              </Field>
            </div>
          </Card>
        </div>

        <div className="grid min-w-0 content-start items-start gap-4 md:grid-cols-2 2xl:grid-cols-1">
          <Card>
            <h2 className={sectionTitle}>{t('products.fields.status')}</h2>
            <Field
              label={t('products.fields.status')}
              hint={t('products.form.status_hint')}
              error={errorText('status', errors.status)}
            >
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register('status')}
                >
                  {PRODUCT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`products.status.${status}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </Card>
          <Card>
            <h2 className={sectionTitle}>{t('products.form.organization')}</h2>
            <div className="space-y-4">
              <Field
                label={t('products.fields.marketplace_category')}
                hint={t('products.form.market_hint')}
                error={errorText('marketplace_category', errors.marketplace_category)}
              >
                {({ id, describedBy, invalid }) => (
                  <Select
                    id={id}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register('marketplace_category')}
                  >
                    {MARKETPLACE_CATEGORIES.map((item) => (
                      <option key={item} value={item}>
                        {t(`products.market.${item}`)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {business?.kind === 'personal' ? null : (
                <CategoryField
                  categories={categories}
                  businessId={businessId}
                  error={errorText('category_id', errors.category_id)}
                  register={form.register('category_id')}
                />
              )}
            </div>
          </Card>
        </div>
      </div>

      {sending ? (
        <div className="space-y-1" role="status">
          <p className="text-sm">
            {t('products.form.uploading_images', {
              n: sending.index + 1,
              count: sending.count,
              percent: sending.percent,
            })}
          </p>
          <progress max={100} value={sending.percent} className="h-2 w-full accent-emerald-700" aria-hidden />
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={isSubmitting} data-testid="save-product">
          {product ? t('products.form.save') : t('products.form.create')}
        </Button>
        <ButtonLink to={listLink(businessId)} variant="secondary">
          {t('products.common.cancel')}
        </ButtonLink>
        {product ? (
          <Button
            variant="ghost"
            className="ms-auto text-red-700! dark:text-red-400!"
            onClick={() => setDeleting(true)}
            data-testid="delete-product"
          >
            <Trash2 aria-hidden className="size-4" />
            {t('products.form.delete')}
          </Button>
        ) : null}
      </div>

      <ConfirmDialog
        open={deleting}
        title={t('products.form.delete_title')}
        confirmLabel={t('products.form.delete')}
        cancelLabel={t('products.common.cancel')}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(false)}
      >
        <p>{t('products.form.delete_text', { title: product?.title ?? '' })}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('products.leave.title')}
        confirmLabel={t('products.leave.leave')}
        cancelLabel={t('products.leave.stay')}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>{t('products.leave.text')}</p>
      </ConfirmDialog>
    </form>
  );
}
