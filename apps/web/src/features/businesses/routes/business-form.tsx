import {
  BUSINESS_IMAGE_MAX_BYTES,
  BUSINESS_SOCIAL_NETWORKS,
  BUSINESS_TYPES,
  type TBusiness,
  type TCreateBusiness,
} from '@haat/shared/directory/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, FolderTree, Package, Store, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldError, type Path, useForm } from 'react-hook-form';
import { Link, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Spinner } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input, inputClass, Select } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { UseVerifiedWhatsapp } from '../../whatsapp/components/use-verified-whatsapp.tsx';
import { type TImageKind, useRemoveBusinessImage, useUploadBusinessImage } from '../api/business-image.ts';
import { useDeleteBusiness } from '../api/delete-business.ts';
import { useMyBusiness } from '../api/get-business.ts';
import { businessKeys } from '../api/keys.ts';
import { useCreateBusiness, useUpdateBusiness } from '../api/save-business.ts';
import { isolate } from '../components/business-logo.tsx';
import { DeleteBusinessDialog } from '../components/delete-business-dialog.tsx';
import { DeliveryFields } from '../components/delivery-fields.tsx';
import {
  businessResolver,
  emptyForm,
  formPath,
  type TBusinessForm,
  TEXT_LIMITS,
  toForm,
} from '../components/form-values.ts';
import { HoursEditor } from '../components/hours-editor.tsx';
import { IMAGE_TYPES, ImageField } from '../components/image-field.tsx';
import { PlaceFields } from '../components/place-fields.tsx';
import { ProfileStrength } from '../components/profile-strength.tsx';
import { SuspensionNotice } from '../components/suspension-notice.tsx';

type TNotice = { tone: 'success' | 'error' | 'info'; text: string };
type TImageState = { file?: File; progress?: number; error?: string; done?: string };

const CONTACT_FIELDS = ['phone', 'whatsapp', 'email', 'website'] as const;
const CONTACT_INPUT: Record<(typeof CONTACT_FIELDS)[number], { type: string; autoComplete: string }> = {
  phone: { type: 'tel', autoComplete: 'tel' },
  whatsapp: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  website: { type: 'url', autoComplete: 'url' },
};

/** Every IANA time zone the browser knows (plus the current one, should it be missing). */
function timeZones(current: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes(current) ? zones : [current, ...zones];
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </Card>
  );
}

export default function BusinessForm() {
  const { id } = useParams();
  const editing = !!id;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { user } = useSession();
  const business = useMyBusiness(id);
  const create = useCreateBusiness();
  const update = useUpdateBusiness();
  const upload = useUploadBusinessImage();
  const removeImage = useRemoveBusinessImage();
  const remove = useDeleteBusiness();
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<TNotice | undefined>(
    (location.state as { notice?: TNotice } | null)?.notice,
  );
  const [images, setImages] = useState<Record<TImageKind, TImageState>>({ logo: {}, cover: {} });
  const [removing, setRemoving] = useState<TImageKind>();
  const leaving = useRef(false);
  const loadedId = useRef<string>(undefined);
  const noticeRef = useRef<HTMLDivElement>(null);

  const form = useForm<TBusinessForm>({
    resolver: businessResolver,
    defaultValues: { ...emptyForm(), country: user?.country ?? 'BD' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const timeZone = form.watch('time_zone');
  const description = form.watch('description') ?? '';
  const zones = useMemo(() => timeZones(timeZone), [timeZone]);

  const titleFor = (name: string) =>
    editing
      ? business.data
        ? t('businesses.form.edit_title', { name })
        : t('businesses.form.edit')
      : t('businesses.form.create_title');
  const title = titleFor(isolate(business.data?.name ?? ''));
  useDocumentTitle(titleFor(business.data?.name ?? ''));

  // Fill the form once per business; later answers (after an image upload) must not wipe edits.
  useEffect(() => {
    if (business.data && loadedId.current !== business.data.id) {
      loadedId.current = business.data.id;
      form.reset(toForm(business.data));
    }
  }, [business.data, form]);

  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  const unsaved = (isDirty || !!images.logo.file || !!images.cover.file) && !isSubmitting;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const errorText = (field: string, error: FieldError | undefined): string | undefined => {
    const message = error?.message;
    if (typeof message !== 'string' || !message) return undefined;
    if (!/^validation\.[a-z_]+$/.test(message)) return message;
    const last = field.split('.').pop() ?? field;
    const label = field === 'name' ? 'fields.business_name' : `fields.${last}`;
    return t(message, { field: t(label, { defaultValue: last }), max: TEXT_LIMITS[field] });
  };

  const setImage = (kind: TImageKind, state: TImageState) => setImages((all) => ({ ...all, [kind]: state }));

  const imageError = (error: unknown, kind: TImageKind): string => {
    if (error instanceof ApiError) {
      const message = error.errors[kind]?.[0];
      if (message) return message;
      if (error.status === 0) return t('businesses.messages.network');
      if (error.message) return error.message;
    }
    return t('businesses.images.failed');
  };

  const sendImage = async (businessId: string, kind: TImageKind, file: File): Promise<boolean> => {
    setImage(kind, { file, progress: 0 });
    try {
      await upload.mutateAsync({
        id: businessId,
        kind,
        file,
        onProgress: (progress) => setImage(kind, { file, progress }),
      });
      setImage(kind, {});
      return true;
    } catch (error) {
      setImage(kind, { error: imageError(error, kind) });
      return false;
    }
  };

  const chooseImage = async (kind: TImageKind, file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) {
      setImage(kind, { error: t('validation.image_type') });
      return;
    }
    if (file.size > BUSINESS_IMAGE_MAX_BYTES) {
      setImage(kind, { error: t('validation.image_size') });
      return;
    }
    if (!id) {
      // Queued: uploaded right after the business is created.
      setImage(kind, { file });
      return;
    }
    if (await sendImage(id, kind, file)) setImage(kind, { done: t(`businesses.images.saved_${kind}`) });
  };

  const dropImage = async (kind: TImageKind) => {
    if (images[kind].file || !id) {
      setImage(kind, {});
      return;
    }
    setRemoving(kind);
    try {
      await removeImage.mutateAsync({ id, kind });
      setImage(kind, { done: t(`businesses.images.removed_${kind}`) });
    } catch (error) {
      setImage(kind, { error: imageError(error, kind) });
    } finally {
      setRemoving(undefined);
    }
  };

  const showServerErrors = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
      let first = true;
      for (const [path, messages] of Object.entries(error.errors)) {
        if (!messages[0]) continue;
        form.setError(
          formPath(path) as Path<TBusinessForm>,
          { type: 'server', message: messages[0] },
          {
            shouldFocus: first,
          },
        );
        first = false;
      }
      setNotice({ tone: 'error', text: t('businesses.messages.fix_fields') });
      return;
    }
    const text =
      error instanceof ApiError && error.status === 0
        ? t('businesses.messages.network')
        : error instanceof ApiError && error.message
          ? `${t('businesses.messages.save_failed')}: ${error.message}`
          : t('businesses.messages.save_failed');
    setNotice({ tone: 'error', text });
  };

  const onSubmit = form.handleSubmit(
    async (parsed) => {
      setNotice(undefined);
      // The resolver hands over the API body (normalised by the shared schema), not the raw inputs.
      const body = parsed as unknown as TCreateBusiness;
      try {
        if (id) {
          const answer = await update.mutateAsync({ id, body });
          form.reset(toForm(answer.data));
          setNotice({ tone: 'success', text: t('businesses.messages.updated') });
          return;
        }
        const answer = await create.mutateAsync(body);
        const created: TBusiness = answer.data;
        let imagesSaved = true;
        for (const kind of ['logo', 'cover'] as const) {
          const file = images[kind].file;
          if (file) imagesSaved = (await sendImage(created.id, kind, file)) && imagesSaved;
        }
        await client.invalidateQueries({ queryKey: businessKeys.detail(created.id) });
        leaving.current = true;
        navigate(`/business-profiles/${created.id}/edit`, {
          replace: true,
          state: {
            notice: imagesSaved
              ? { tone: 'success', text: t('businesses.messages.created') }
              : { tone: 'error', text: t('businesses.messages.created_image_failed') },
          },
        });
      } catch (error) {
        showServerErrors(error);
      }
    },
    () => setNotice({ tone: 'error', text: t('businesses.messages.fix_fields') }),
  );

  // Another business is opened in the same screen (e.g. right after creating): start afresh.
  useEffect(() => {
    leaving.current = false;
    setImages({ logo: {}, cover: {} });
    setNotice((location.state as { notice?: TNotice } | null)?.notice);
  }, [location.state]);

  const confirmDelete = async () => {
    if (!business.data) return;
    const name = business.data.name;
    try {
      await remove.mutateAsync(business.data.id);
      leaving.current = true;
      navigate('/business-profiles', {
        replace: true,
        state: {
          notice: { tone: 'success', text: t('businesses.messages.deleted', { name: isolate(name) }) },
        },
      });
    } catch {
      setDeleting(false);
      setNotice({ tone: 'error', text: t('businesses.messages.delete_failed') });
    }
  };

  const header = (
    <div className="mb-2">
      <Link
        to="/business-profiles"
        className="mb-3 inline-flex min-h-9 items-center gap-1.5 rounded-lg text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('businesses.form.back')}
      </Link>
      <PageHeader
        title={title}
        subtitle={editing ? t('businesses.form.edit_intro') : t('businesses.form.create_intro')}
        icon={<Store />}
      />
    </div>
  );

  if (editing && business.isPending)
    return (
      <div>
        {header}
        <Spinner label={t('app.loading')} />
      </div>
    );
  if (editing && business.isError) {
    const missing = business.error instanceof ApiError && [403, 404, 422].includes(business.error.status);
    return (
      <div>
        {header}
        {missing ? (
          <Card>
            <EmptyState icon={<Store className="size-8" />} title={t('businesses.form.not_found')}>
              <p>{t('businesses.form.not_found_text')}</p>
              <ButtonLink to="/business-profiles" className="mt-3">
                {t('businesses.form.back')}
              </ButtonLink>
            </EmptyState>
          </Card>
        ) : (
          <Alert tone="error">
            <p>{t('businesses.form.load_failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => business.refetch()}>
              {t('businesses.common.retry')}
            </Button>
          </Alert>
        )}
      </div>
    );
  }

  const saved = business.data;
  const busy = isSubmitting || upload.isPending;

  return (
    <div>
      {header}
      {saved ? (
        <nav aria-label={t('businesses.form.shortcuts')} className="mb-4 flex flex-wrap gap-2">
          <Link to={`/b/${encodeURIComponent(saved.slug)}`} className={buttonClass('secondary', 'sm')}>
            <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('businesses.actions.view')}
          </Link>
          <Link to={`/business/products?business=${saved.id}`} className={buttonClass('secondary', 'sm')}>
            <Package aria-hidden className="size-4" />
            {t('businesses.actions.products')}
          </Link>
          <Link to={`/business/categories?business=${saved.id}`} className={buttonClass('secondary', 'sm')}>
            <FolderTree aria-hidden className="size-4" />
            {t('businesses.actions.categories')}
          </Link>
        </nav>
      ) : null}

      {saved?.suspension ? (
        <div className="mb-4 max-w-3xl">
          <SuspensionNotice business={saved} />
        </div>
      ) : null}

      {saved ? (
        <Card className="mb-4 max-w-3xl">
          <ProfileStrength business={saved} />
        </Card>
      ) : null}

      <div ref={noticeRef} className="scroll-mt-24">
        {notice ? (
          <Alert tone={notice.tone} className="mb-4">
            <span data-testid="form-notice">{notice.text}</span>
          </Alert>
        ) : null}
      </div>

      <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-5" data-testid="business-form">
        <Section id="section-basics" title={t('businesses.form.basics')}>
          <Field label={`${t('fields.business_name')} *`} error={errorText('name', errors.name)}>
            {({ id: inputId, describedBy, invalid }) => (
              <Input
                id={inputId}
                dir="auto"
                autoComplete="organization"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required
                maxLength={TEXT_LIMITS.name}
                {...form.register('name')}
              />
            )}
          </Field>
          <Field
            label={`${t('fields.type')} *`}
            hint={t('businesses.form.type_hint')}
            error={errorText('type', errors.type)}
          >
            {({ id: inputId, describedBy, invalid }) => (
              <Select
                id={inputId}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required
                {...form.register('type')}
              >
                {BUSINESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`businesses.types.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t('fields.description')}
            hint={
              <span className="flex flex-wrap justify-between gap-x-3">
                <span>{t('businesses.form.description_hint')}</span>
                <span data-testid="description-count">
                  {t('businesses.form.description_count', {
                    count: description.length,
                    max: TEXT_LIMITS.description,
                  })}
                </span>
              </span>
            }
            error={errorText('description', errors.description)}
          >
            {({ id: inputId, describedBy, invalid }) => (
              <textarea
                id={inputId}
                dir="auto"
                rows={5}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={inputClass}
                {...form.register('description')}
              />
            )}
          </Field>
        </Section>

        <Section id="section-images" title={t('businesses.form.images')}>
          <div className="grid gap-6 sm:grid-cols-[auto_minmax(0,1fr)]">
            {(['logo', 'cover'] as const).map((kind) => (
              <ImageField
                key={kind}
                kind={kind}
                label={t(`fields.${kind}`)}
                hint={t(`businesses.images.${kind}_hint`)}
                imageUrl={kind === 'logo' ? (saved?.logo_url ?? null) : (saved?.cover_url ?? null)}
                file={images[kind].file}
                progress={images[kind].progress}
                error={images[kind].error}
                done={images[kind].done}
                removing={removing === kind}
                onChoose={(file) => void chooseImage(kind, file)}
                onRemove={() => void dropImage(kind)}
              />
            ))}
          </div>
          {!editing ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('businesses.images.after_create')}
            </p>
          ) : null}
        </Section>

        <Section id="section-contact" title={t('businesses.form.contact')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {CONTACT_FIELDS.map((name) => (
              <Field
                key={name}
                label={t(`fields.${name}`)}
                hint={name === 'phone' || name === 'whatsapp' ? t('businesses.form.phone_hint') : undefined}
                error={errorText(name, errors[name])}
              >
                {({ id: inputId, describedBy, invalid }) => (
                  <>
                    <Input
                      id={inputId}
                      dir="ltr"
                      type={CONTACT_INPUT[name].type}
                      autoComplete={CONTACT_INPUT[name].autoComplete}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      {...form.register(name)}
                    />
                    {name === 'whatsapp' ? (
                      <UseVerifiedWhatsapp
                        value={form.watch('whatsapp')}
                        onUse={(number) =>
                          form.setValue('whatsapp', number, { shouldDirty: true, shouldValidate: true })
                        }
                      />
                    ) : null}
                  </>
                )}
              </Field>
            ))}
          </div>
        </Section>

        <Section id="section-place" title={t('businesses.form.place')}>
          <PlaceFields form={form} errorText={errorText} />
        </Section>

        <Section id="section-delivery" title={t('businesses.delivery.title')}>
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('businesses.delivery.intro')}</p>
          <DeliveryFields form={form} errorText={errorText} />
        </Section>

        <Section id="section-hours" title={t('businesses.form.hours')}>
          <Field
            label={t('fields.time_zone')}
            hint={t('businesses.form.time_zone_hint')}
            error={errorText('time_zone', errors.time_zone)}
          >
            {({ id: inputId, describedBy, invalid }) => (
              <Select
                id={inputId}
                dir="ltr"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...form.register('time_zone')}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <HoursEditor form={form} errorText={errorText} />
        </Section>

        <Section id="section-social" title={t('fields.social')}>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('businesses.form.social_hint')}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {BUSINESS_SOCIAL_NETWORKS.map((network) => (
              <Field
                key={network}
                label={t(`fields.${network}`)}
                error={errorText(`social.${network}`, errors.social?.[network])}
              >
                {({ id: inputId, describedBy, invalid }) => (
                  <Input
                    id={inputId}
                    dir="ltr"
                    type="url"
                    inputMode="url"
                    placeholder={`https://${network === 'x' ? 'x.com' : `${network}.com`}/…`}
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...form.register(`social.${network}`)}
                  />
                )}
              </Field>
            ))}
          </div>
        </Section>

        <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
          <Button type="submit" loading={busy} data-testid="save-business">
            {editing ? t('businesses.form.save') : t('businesses.form.create')}
          </Button>
          <ButtonLink to="/business-profiles" variant="secondary">
            {t('businesses.common.cancel')}
          </ButtonLink>
          {unsaved ? (
            <span className="text-sm text-amber-800 dark:text-amber-300">{t('businesses.form.unsaved')}</span>
          ) : null}
        </div>
      </form>

      {saved ? (
        <Card className="mt-8 max-w-3xl border-red-200 dark:border-red-900" aria-labelledby="danger-zone">
          <h2 id="danger-zone" className="text-lg font-semibold">
            {t('businesses.form.danger_title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t('businesses.form.danger_text')}
          </p>
          <Button
            variant="danger"
            size="sm"
            className="mt-3"
            onClick={() => setDeleting(true)}
            data-testid="delete-this-business"
          >
            <Trash2 aria-hidden className="size-4" />
            {t('businesses.delete.confirm')}
          </Button>
        </Card>
      ) : null}

      <DeleteBusinessDialog
        business={deleting ? saved : undefined}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(false)}
      />

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('businesses.leave.title')}
        confirmLabel={t('businesses.leave.confirm')}
        cancelLabel={t('businesses.leave.stay')}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {t('businesses.leave.text')}
      </ConfirmDialog>
    </div>
  );
}
