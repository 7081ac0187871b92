import type { TAdminBusinessItem } from '@haat/shared/admin/business-schemas';
import { BUSINESS_TYPES } from '@haat/shared/directory/constants';
import { BD_DISTRICTS, districtName } from '@haat/shared/places/bd-places';
import { Plus, Store } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import {
  BulkBar,
  DataTable,
  DateRange,
  ExportButton,
  FilterBar,
  FilterSelect,
  Pager,
  type TBulkAction,
  type TColumn,
  type TListDefaults,
  useListParams,
  useListQuery,
  useRowSelection,
} from '../../admin/components/data-table/index.ts';
import { isolate } from '../../businesses/components/business-logo.tsx';
import { formatRating } from '../../directory/format.ts';
import { useBulkBusinesses } from '../api/business-actions.ts';
import { adminBusinessKeys } from '../api/keys.ts';
import { BusinessStatus } from '../components/business-status.tsx';

type TFilter = 'q' | 'type' | 'kind' | 'verified' | 'suspended' | 'district' | 'from' | 'to';

const DEFAULTS: TListDefaults<TFilter> = {
  filters: { q: '', type: '', kind: '', verified: '', suspended: '', district: '', from: '', to: '' },
  choices: {
    type: BUSINESS_TYPES,
    kind: ['business', 'personal'],
    verified: ['true', 'false'],
    suspended: ['true', 'false'],
    district: BD_DISTRICTS.map((district) => district.code),
  },
  sort: '-created_at',
  sortable: ['created_at', 'name', 'rating', 'products'],
};

const BULK_ACTIONS = ['verify', 'unverify', 'suspend', 'unsuspend'] as const;

/**
 * `/admin/businesses`: every business and personal shop, searched by name, link or owner, filtered by
 * type, kind, badge, suspension, district and creation date, sorted and paged — all in the address
 * (a filtered view can be bookmarked); rows selected for bulk verify, unverify, suspend (with a
 * reason) or unsuspend; the same view as CSV.
 */
export default function AdminBusinesses() {
  const { t, language } = useTranslation();
  useDocumentTitle(t('admin_businesses.title'));
  const list = useListParams(DEFAULTS);
  const answer = useListQuery<TAdminBusinessItem>(
    adminBusinessKeys.lists,
    '/api/admin/businesses',
    list.query,
  );
  const selection = useRowSelection(list.query);
  const bulk = useBulkBusinesses();

  const districts = useMemo(
    () =>
      BD_DISTRICTS.map((district) => ({
        value: district.code,
        label: districtName(district.code, language),
      })).sort((a, b) => a.label.localeCompare(b.label, language === 'bn' ? 'bn' : undefined)),
    [language],
  );
  const yesNo = (key: 'verified' | 'suspended') => [
    { value: 'true', label: t(`admin_businesses.filters.${key}_yes`) },
    { value: 'false', label: t(`admin_businesses.filters.${key}_no`) },
  ];

  const columns: TColumn<TAdminBusinessItem>[] = [
    {
      key: 'name',
      header: t('admin_businesses.columns.name'),
      sortField: 'name',
      primary: true,
      className: 'min-w-40',
      cell: (row) => (
        <div className="min-w-0">
          <Link
            to={`/admin/businesses/${row.id}`}
            className="font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
            dir="auto"
            data-testid="business-link"
          >
            {row.name}
          </Link>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {row.kind === 'personal'
              ? t('admin_businesses.kind.personal')
              : t(`businesses.types.${row.type}`)}
          </p>
        </div>
      ),
    },
    {
      key: 'owner',
      header: t('admin_businesses.columns.owner'),
      cell: (row) => (
        <div className="min-w-0">
          <Link
            to={`/admin/users/${row.owner.id}`}
            className="text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
            dir="auto"
          >
            {row.owner.name}
          </Link>
          <p className="truncate text-xs text-slate-600 dark:text-slate-400">
            <bdi>{row.owner.email}</bdi>
          </p>
        </div>
      ),
    },
    {
      key: 'status',
      header: t('admin_businesses.columns.status'),
      cell: (row) => <BusinessStatus verified={row.verified} suspendedAt={row.suspended_at} />,
    },
    {
      key: 'products',
      header: t('admin_businesses.columns.products'),
      sortField: 'products',
      firstSort: 'desc',
      align: 'end',
      cell: (row) => formatNumber(row.product_count, language),
    },
    {
      key: 'rating',
      header: t('admin_businesses.columns.rating'),
      sortField: 'rating',
      firstSort: 'desc',
      align: 'end',
      cell: (row) =>
        row.rating.count > 0
          ? t('admin_businesses.rating', {
              average: formatRating(row.rating.average, language),
              reviews: formatNumber(row.rating.count, language),
            })
          : '—',
    },
    {
      key: 'created',
      header: t('admin_businesses.columns.created'),
      sortField: 'created_at',
      firstSort: 'desc',
      cell: (row) => formatDate(row.created_at, language),
    },
  ];

  const actions: TBulkAction[] = BULK_ACTIONS.map((action) => ({
    key: action,
    label: t(`admin_businesses.bulk.${action}`),
    title: (count) => t(`admin_businesses.bulk.${action}_title`, { count }),
    text: () => t(`admin_businesses.bulk.${action}_text`),
    reason: action === 'suspend' ? 'required' : undefined,
    danger: action === 'suspend',
    run: async (reason) => {
      const result = await bulk.mutateAsync({
        action,
        ids: [...selection.selected],
        ...(action === 'suspend' ? { reason } : {}),
      });
      const skipped = result.results.length - result.done;
      return skipped > 0
        ? `${t('admin_businesses.bulk.done', { count: result.done })} ${t('admin_businesses.bulk.skipped', { count: skipped })}`
        : t('admin_businesses.bulk.done', { count: result.done });
    },
  }));

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title={t('admin_businesses.title')}
          subtitle={t('admin_businesses.intro')}
          icon={<Store className="size-5" />}
        />
        <div className="mb-4 flex flex-wrap gap-2">
          <ExportButton
            href={`/api/admin/businesses/export.csv?${list.exportQuery}`}
            filename="haat-businesses.csv"
          />
          <ButtonLink to="/admin/businesses/create" data-testid="create-business">
            <Plus aria-hidden className="size-4" />
            {t('admin_businesses.create')}
          </ButtonLink>
        </div>
      </div>

      <FilterBar filtered={list.filtered} onClear={list.reset}>
        <SearchField
          label={t('admin_businesses.filters.search')}
          placeholder={t('admin_businesses.filters.search_hint')}
          value={list.filters.q}
          onSearch={(q) => list.setFilter('q', q)}
          className="sm:col-span-2"
          testId="business-search"
        />
        <FilterSelect
          label={t('admin_businesses.filters.type')}
          value={list.filters.type}
          onChange={(value) => list.setFilter('type', value)}
          anyLabel={t('admin_businesses.filters.any')}
          options={BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businesses.types.${type}`) }))}
          testId="filter-type"
        />
        <FilterSelect
          label={t('admin_businesses.filters.kind')}
          value={list.filters.kind}
          onChange={(value) => list.setFilter('kind', value)}
          anyLabel={t('admin_businesses.filters.any')}
          options={[
            { value: 'business', label: t('admin_businesses.kind.business') },
            { value: 'personal', label: t('admin_businesses.kind.personal') },
          ]}
          testId="filter-kind"
        />
        <FilterSelect
          label={t('admin_businesses.filters.verified')}
          value={list.filters.verified}
          onChange={(value) => list.setFilter('verified', value)}
          anyLabel={t('admin_businesses.filters.any')}
          options={yesNo('verified')}
          testId="filter-verified"
        />
        <FilterSelect
          label={t('admin_businesses.filters.suspended')}
          value={list.filters.suspended}
          onChange={(value) => list.setFilter('suspended', value)}
          anyLabel={t('admin_businesses.filters.any')}
          options={yesNo('suspended')}
          testId="filter-suspended"
        />
        <FilterSelect
          label={t('admin_businesses.filters.district')}
          value={list.filters.district}
          onChange={(value) => list.setFilter('district', value)}
          anyLabel={t('admin_businesses.filters.any')}
          options={districts}
          testId="filter-district"
        />
        <DateRange
          from={list.filters.from}
          to={list.filters.to}
          onChange={(range) => list.setFilters(range)}
          fromLabel={t('admin_businesses.filters.from')}
          toLabel={t('admin_businesses.filters.to')}
        />
      </FilterBar>

      <BulkBar count={selection.count} actions={actions} onClear={selection.clear} />

      <DataTable
        label={t('admin_businesses.list_label')}
        columns={columns}
        rows={answer.data?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) => isolate(row.name)}
        sort={list.sort}
        onSort={list.toggleSort}
        selection={selection}
        status={answer}
        errorText={t('admin_businesses.load_failed')}
        testId="businesses-table"
      />
      {answer.data ? (
        <div className="mt-4">
          <Pager
            page={list.page}
            perPage={list.perPage}
            total={answer.data.meta.total}
            onPage={list.setPage}
            onPerPage={list.setPerPage}
          />
        </div>
      ) : null}
    </div>
  );
}
