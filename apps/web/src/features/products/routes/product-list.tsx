import {
  MARKETPLACE_CATEGORIES,
  PRODUCT_SORTS,
  type TImportResult,
  type TProduct,
} from '@haat/shared/directory/products';
import { clsx } from 'clsx';
import { Download, FileUp, Package, Plus, Search, Store, Tags } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { Input, Select } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMedia } from '../../../lib/use-media.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { exportProductsCsv } from '../api/csv.ts';
import { type TBusiness, useMyBusinesses } from '../api/list-businesses.ts';
import { useBusinessCategories } from '../api/list-categories.ts';
import { type TProductFilters, type TStatusFilter, useProducts } from '../api/list-products.ts';
import { BulkActions } from '../components/bulk-actions.tsx';
import { BusinessPicker } from '../components/business-picker.tsx';
import { ImportDialog } from '../components/import-dialog.tsx';
import { ProductThumb, StatusBadge, StockText } from '../components/product-bits.tsx';

type TNotice = { tone: 'success' | 'error'; text: string };

const STATUS_FILTERS: TStatusFilter[] = ['all', 'active', 'draft', 'archived'];

export default function ProductList() {
  const { t } = useTranslation();
  const businesses = useMyBusinesses();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('products.title'));

  const list = businesses.data ?? [];
  const wanted = params.get('business');
  const business = list.find((item) => item.id === wanted) ?? list[0];

  // Remember the business in the address (the first one when none or an unknown one was given).
  useEffect(() => {
    if (business && wanted !== business.id)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('business', business.id);
          return next;
        },
        { replace: true },
      );
  }, [business, wanted, setParams]);

  return (
    <div>
      <PageHeader title={t('products.title')} subtitle={t('products.list.intro')} icon={<Package />} />
      {businesses.isPending ? (
        <ListSkeleton />
      ) : businesses.isError ? (
        <Alert tone="error">
          <p>{t('products.business.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => businesses.refetch()}>
            {t('products.common.retry')}
          </Button>
        </Alert>
      ) : !business ? (
        <Card>
          <EmptyState icon={<Store className="size-8" />} title={t('products.business.none_title')}>
            <p>{t('products.business.none_text')}</p>
            <ButtonLink to="/marketplace/sell" className="mt-3" data-testid="start-selling">
              <Plus aria-hidden className="size-4" />
              {t('products.business.start')}
            </ButtonLink>
          </EmptyState>
        </Card>
      ) : (
        <BusinessProducts
          key={business.id}
          business={business}
          businesses={list}
          onBusiness={(id) =>
            setParams(
              (current) => {
                const next = new URLSearchParams();
                next.set('business', id);
                const sort = current.get('sort');
                if (sort) next.set('sort', sort);
                return next;
              },
              { replace: false },
            )
          }
        />
      )}
    </div>
  );
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t('app.loading')}
      </span>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="flex items-center gap-3">
          <Skeleton className="size-12" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function BusinessProducts({
  business,
  businesses,
  onBusiness,
}: {
  business: TBusiness;
  businesses: TBusiness[];
  onBusiness: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const desktop = useMedia('(min-width: 768px)');
  const searchId = useId();
  const categoryFilterId = useId();
  const marketFilterId = useId();
  const sortId = useId();

  const status = (STATUS_FILTERS as string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as TStatusFilter)
    : 'all';
  const filters: TProductFilters = {
    status,
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    market: params.get('market') ?? '',
    sort: (PRODUCT_SORTS as readonly string[]).includes(params.get('sort') ?? '')
      ? (params.get('sort') as string)
      : 'newest',
  };
  const products = useProducts(business.id, filters);
  const categories = useBusinessCategories(business.id);
  const [search, setSearch] = useState(filters.q);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [notice, setNotice] = useState<TNotice | undefined>(
    (location.state as { notice?: TNotice } | null)?.notice,
  );
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const pushedSearch = useRef(filters.q);

  const setFilter = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'q' },
    );

  // The address changed (back button, cleared filters): show its words in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes
  useEffect(() => {
    if (filters.q !== pushedSearch.current && filters.q.trim() !== search.trim()) setSearch(filters.q);
    pushedSearch.current = filters.q;
  }, [filters.q]);

  // Search as the owner types (after a short pause).
  useEffect(() => {
    if (search.trim() === filters.q.trim()) return;
    const timer = setTimeout(() => {
      pushedSearch.current = search.trim();
      setFilter('q', search.trim());
    }, 350);
    return () => clearTimeout(timer);
  });

  // A new filter starts a new selection.
  const filterKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the trigger
  useEffect(() => setSelected(new Set()), [filterKey]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const rows = products.data?.data ?? [];
  const counts = products.data?.meta.status_counts;
  const total = products.data?.meta.total ?? 0;
  const filtered = !!(filters.q || filters.category || filters.market || filters.status !== 'all');
  const selectedIds = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allSelected = rows.length > 0 && selectedIds.length === rows.length;
  const categoryList = categories.data ?? [];

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(rows.map((row) => row.id)));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportProductsCsv(business.id, `${business.slug}-products.csv`);
    } catch {
      setNotice({ tone: 'error', text: t('products.export.failed') });
    } finally {
      setExporting(false);
    }
  };

  const imported = (result: TImportResult) => {
    setImporting(false);
    const created = result.created_categories.length
      ? ` ${t('products.import.created_categories', { names: result.created_categories.join(', ') })}`
      : '';
    setNotice({
      tone: 'success',
      text: `${t('products.import.done', { count: result.imported })}${created}`,
    });
  };

  const clearFilters = () => {
    setSearch('');
    setParams(() => {
      const next = new URLSearchParams();
      next.set('business', business.id);
      return next;
    });
  };

  const newLink = `/business/products/new?business=${business.id}`;

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <BusinessPicker businesses={businesses} value={business.id} onChange={onBusiness} />
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setImporting(true)} data-testid="open-import">
            <FileUp aria-hidden className="size-4" />
            {t('products.import.open')}
          </Button>
          <Button variant="secondary" onClick={exportCsv} loading={exporting} data-testid="export-csv">
            <Download aria-hidden className="size-4" />
            {t('products.export.button')}
          </Button>
          <ButtonLink to={newLink} data-testid="add-product">
            <Plus aria-hidden className="size-4" />
            {t('products.list.add')}
          </ButtonLink>
        </div>
      </div>

      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="mb-4 outline-none" data-testid="list-notice">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}

      <fieldset className="mb-3 flex flex-wrap gap-2">
        <legend className="sr-only">{t('products.list.status_filter')}</legend>
        {STATUS_FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={status === key}
            onClick={() => setFilter('status', key === 'all' ? '' : key)}
            data-testid={`filter-${key}`}
            className={clsx(buttonClass(status === key ? 'primary' : 'secondary', 'sm'), 'rounded-full')}
          >
            {t(`products.status.${key}`)}
            {counts ? (
              <span className="rounded-full bg-black/10 px-2 text-xs dark:bg-white/15">
                {formatNumber(counts[key], lang)}
              </span>
            ) : null}
          </button>
        ))}
      </fieldset>

      <div className="mb-4 space-y-2">
        <div className="flex flex-wrap gap-2">
          <div className="relative min-w-0 flex-[1_1_16rem]">
            <label htmlFor={searchId} className="sr-only">
              {t('products.list.search')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('products.list.search')}
              className="ps-9"
              data-testid="product-search"
            />
          </div>
          <div className="min-w-0 flex-[0_1_14rem] max-sm:flex-auto">
            <label htmlFor={sortId} className="sr-only">
              {t('products.list.sort')}
            </label>
            <Select
              id={sortId}
              value={filters.sort}
              onChange={(event) =>
                setFilter('sort', event.target.value === 'newest' ? '' : event.target.value)
              }
              data-testid="sort"
            >
              {PRODUCT_SORTS.map((item) => (
                <option key={item} value={item}>
                  {t(`products.sort.${item}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={categoryFilterId} className="sr-only">
              {t('products.fields.category')}
            </label>
            <Select
              id={categoryFilterId}
              value={filters.category}
              onChange={(event) => setFilter('category', event.target.value)}
              data-testid="category-filter"
            >
              <option value="">{t('products.list.any_category')}</option>
              <option value="none">{t('products.fields.no_category')}</option>
              {categoryList.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          </div>
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={marketFilterId} className="sr-only">
              {t('products.fields.marketplace_category')}
            </label>
            <Select
              id={marketFilterId}
              value={filters.market}
              onChange={(event) => setFilter('market', event.target.value)}
              data-testid="market-filter"
            >
              <option value="">{t('products.list.any_market')}</option>
              {MARKETPLACE_CATEGORIES.map((item) => (
                <option key={item} value={item}>
                  {t(`products.market.${item}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>

      {selectedIds.length ? (
        <BulkActions
          businessId={business.id}
          ids={selectedIds}
          categories={categoryList}
          onClear={() => setSelected(new Set())}
          onDone={setNotice}
        />
      ) : null}

      {products.isPending ? (
        <ListSkeleton />
      ) : products.isError || !products.data ? (
        <Alert tone="error">
          <p>{t('products.list.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => products.refetch()}>
            {t('products.common.retry')}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Card>
          {counts?.all === 0 ? (
            <EmptyState icon={<Package className="size-8" />} title={t('products.list.empty_title')}>
              <p>{t('products.list.empty_text')}</p>
              <div className="mt-3 flex flex-wrap justify-center gap-2">
                <ButtonLink to={newLink}>
                  <Plus aria-hidden className="size-4" />
                  {t('products.list.add')}
                </ButtonLink>
                <Button variant="secondary" onClick={() => setImporting(true)}>
                  <FileUp aria-hidden className="size-4" />
                  {t('products.import.open')}
                </Button>
              </div>
            </EmptyState>
          ) : (
            <EmptyState icon={<Search className="size-8" />} title={t('products.list.no_results')}>
              <p>{t('products.list.no_results_text')}</p>
              {filtered ? (
                <Button variant="secondary" className="mt-3" onClick={clearFilters}>
                  {t('products.list.clear_filters')}
                </Button>
              ) : null}
            </EmptyState>
          )}
        </Card>
      ) : (
        <>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700 dark:text-slate-300">
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                checked={allSelected}
                ref={(box) => {
                  if (box) box.indeterminate = selectedIds.length > 0 && !allSelected;
                }}
                onChange={toggleAll}
                className="size-5 accent-emerald-700"
                data-testid="select-all"
              />
              {t('products.list.select_all', { count: rows.length })}
            </label>
            <p data-testid="showing" aria-live="polite">
              {t('products.list.showing', { shown: rows.length, total })}
            </p>
          </div>
          {desktop ? (
            <ProductTable rows={rows} selected={selected} onToggle={toggle} />
          ) : (
            <ProductCards rows={rows} selected={selected} onToggle={toggle} />
          )}
          <LoadMore
            list={products}
            label={t('products.list.load_more')}
            className="mt-4"
            testId="load-more"
          />
        </>
      )}

      <p className="mt-6 text-sm">
        <Link
          to={`/business/categories?business=${business.id}`}
          className="inline-flex items-center gap-1.5 font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
        >
          <Tags aria-hidden className="size-4" />
          {t('products.list.manage_categories')}
        </Link>
      </p>

      <ImportDialog
        open={importing}
        businessId={business.id}
        onClose={() => setImporting(false)}
        onImported={imported}
      />
    </div>
  );
}

interface TRowsProps {
  rows: TProduct[];
  selected: Set<string>;
  onToggle: (id: string) => void;
}

function CategoryText({ product }: { product: TProduct }) {
  const { t } = useTranslation();
  return (
    <span className="text-sm text-slate-600 dark:text-slate-400">
      {t(`products.market.${product.marketplace_category}`)}
      {product.category_name ? (
        <>
          {' · '}
          <span data-testid="product-category">{product.category_name}</span>
        </>
      ) : null}
    </span>
  );
}

function editLink(product: TProduct): string {
  return `/business/products/${product.id}/edit`;
}

function ProductTable({ rows, selected, onToggle }: TRowsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-start" data-testid="product-table">
        <caption className="sr-only">{t('products.title')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-800/60 dark:text-slate-300">
          <tr>
            <th scope="col" className="w-12 px-3 py-2">
              <span className="sr-only">{t('products.list.select')}</span>
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('products.fields.product')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-semibold">
              {t('products.fields.price')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('products.fields.stock')}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {t('products.fields.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((product) => (
            <tr
              key={product.id}
              data-testid="product-row"
              className={clsx(
                'align-middle',
                selected.has(product.id) && 'bg-emerald-50/70 dark:bg-emerald-950/40',
              )}
            >
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  checked={selected.has(product.id)}
                  onChange={() => onToggle(product.id)}
                  aria-label={t('products.list.select_one', { title: product.title })}
                  className="size-5 accent-emerald-700"
                />
              </td>
              <td className="px-3 py-2">
                <div className="flex min-w-0 items-center gap-3">
                  <ProductThumb product={product} />
                  <div className="min-w-0">
                    <Link
                      to={editLink(product)}
                      className="block break-words font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 dark:text-white"
                    >
                      {product.title}
                    </Link>
                    <CategoryText product={product} />
                  </div>
                </div>
              </td>
              <td className="whitespace-nowrap px-3 py-2 text-end tabular-nums">
                {formatMoney(product.price, lang)}
              </td>
              <td className="px-3 py-2">
                <StockText stock={product.stock} />
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={product.status} moderation={product.moderation} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ProductCards({ rows, selected, onToggle }: TRowsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ul className="space-y-3" data-testid="product-cards">
      {rows.map((product) => (
        <li
          key={product.id}
          data-testid="product-row"
          className={clsx(
            'flex items-start gap-3 rounded-xl border bg-white p-3 shadow-sm dark:bg-slate-900',
            selected.has(product.id)
              ? 'border-emerald-400 dark:border-emerald-700'
              : 'border-slate-200 dark:border-slate-800',
          )}
        >
          <input
            type="checkbox"
            checked={selected.has(product.id)}
            onChange={() => onToggle(product.id)}
            aria-label={t('products.list.select_one', { title: product.title })}
            className="mt-1 size-5 shrink-0 accent-emerald-700"
          />
          <ProductThumb product={product} size="lg" />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex items-start justify-between gap-2">
              <Link
                to={editLink(product)}
                className="min-w-0 break-words font-medium text-slate-900 underline-offset-2 hover:underline dark:text-white"
              >
                {product.title}
              </Link>
              <StatusBadge status={product.status} moderation={product.moderation} />
            </div>
            <p className="font-semibold tabular-nums">{formatMoney(product.price, lang)}</p>
            <p className="flex flex-wrap items-center gap-x-1 text-sm">
              <span className="text-slate-600 dark:text-slate-400">{t('products.fields.stock')}:</span>
              <StockText stock={product.stock} />
            </p>
            <CategoryText product={product} />
          </div>
        </li>
      ))}
    </ul>
  );
}
