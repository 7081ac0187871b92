import type { TAdminBusinessItem } from '@haat/shared/admin/business-schemas';
import { BUSINESS_TYPES } from '@haat/shared/directory/constants';
import { BD_DISTRICTS, districtName } from '@haat/shared/places/bd-places';
import { Store } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import {
  type TColumn,
  type TListDefaults,
  useListParams,
  useListQuery,
  useRowSelection,
} from '../../admin/components/data-table/index.ts';
import { bulkActions, ListFilters, ListTable, StaffListHeader } from '../../admin/components/staff-list.tsx';
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

  const actions = bulkActions({
    t,
    ns: 'admin_businesses',
    actions: BULK_ACTIONS,
    ids: selection.selected,
    send: bulk.mutateAsync,
    summary: (result) => {
      const skipped = result.results.length - result.done;
      return skipped > 0
        ? `${t('admin_businesses.bulk.done', { count: result.done })} ${t('admin_businesses.bulk.skipped', { count: skipped })}`
        : t('admin_businesses.bulk.done', { count: result.done });
    },
  });

  return (
    <div>
      <StaffListHeader
        title={t('admin_businesses.title')}
        intro={t('admin_businesses.intro')}
        icon={<Store className="size-5" />}
        exportHref={`/api/admin/businesses/export.csv?${list.exportQuery}`}
        exportName="haat-businesses.csv"
        create={{
          to: '/admin/businesses/create',
          label: t('admin_businesses.create'),
          testId: 'create-business',
        }}
      />

      <ListFilters
        list={list}
        ns="admin_businesses"
        searchTestId="business-search"
        searchWide
        selects={[
          {
            key: 'type',
            options: BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businesses.types.${type}`) })),
          },
          {
            key: 'kind',
            options: [
              { value: 'business', label: t('admin_businesses.kind.business') },
              { value: 'personal', label: t('admin_businesses.kind.personal') },
            ],
          },
          { key: 'verified', options: yesNo('verified') },
          { key: 'suspended', options: yesNo('suspended') },
          { key: 'district', options: districts },
        ]}
      />

      <ListTable
        list={list}
        answer={answer}
        actions={actions}
        label={t('admin_businesses.list_label')}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => isolate(row.name)}
        selection={selection}
        errorText={t('admin_businesses.load_failed')}
        testId="businesses-table"
      />
    </div>
  );
}
