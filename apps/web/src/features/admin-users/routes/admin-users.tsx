import { USER_ROLES } from '@haat/shared/admin/roles';
import { ADMIN_USER_VERIFICATIONS, type TAdminUserItem } from '@haat/shared/admin/user-schemas';
import { Plus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/card.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { formatDate } from '../../../lib/format.ts';
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
import { useCountries } from '../../auth/api/get-countries.ts';
import { adminUserKeys } from '../api/keys.ts';
import { useBulkUsers } from '../api/user-actions.ts';
import { RoleBadge, StatusBadge, VerifiedMarks } from '../components/user-badges.tsx';

type TFilter = 'q' | 'role' | 'status' | 'verification' | 'country' | 'from' | 'to';

const DEFAULTS: TListDefaults<TFilter> = {
  filters: { q: '', role: '', status: '', verification: '', country: '', from: '', to: '' },
  choices: {
    role: USER_ROLES,
    status: ['active', 'suspended'],
    verification: ADMIN_USER_VERIFICATIONS,
  },
  sort: '-created_at',
  sortable: ['created_at', 'name', 'email', 'role'],
};

/**
 * `/admin/users`: everyone on Haat, searched by name, email or phone, filtered by role, status,
 * verification, country and signup days, sorted and paged — all in the address, so a view can be
 * bookmarked; rows selected for a bulk suspension (with a reason) or lifting it; the same view as
 * CSV. Each name opens the person's page.
 */
export default function AdminUsers() {
  const { t, language } = useTranslation();
  useDocumentTitle(t('admin_users.title'));
  const list = useListParams(DEFAULTS);
  const answer = useListQuery<TAdminUserItem>(adminUserKeys.lists, '/api/admin/users', list.query);
  const selection = useRowSelection(list.query);
  const bulk = useBulkUsers();
  const countries = useCountries(language);

  const columns: TColumn<TAdminUserItem>[] = [
    {
      key: 'name',
      header: t('admin_users.columns.name'),
      sortField: 'name',
      primary: true,
      cell: (row) => (
        <Link
          to={`/admin/users/${row.id}`}
          className="font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
          dir="auto"
          data-testid="user-link"
        >
          {row.name}
        </Link>
      ),
    },
    {
      key: 'email',
      header: t('admin_users.columns.contact'),
      sortField: 'email',
      cell: (row) => (
        <div className="min-w-0" dir="ltr">
          <p className="truncate">{row.email}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">{row.phone}</p>
        </div>
      ),
    },
    {
      key: 'role',
      header: t('admin_users.columns.role'),
      sortField: 'role',
      cell: (row) => <RoleBadge role={row.role} />,
    },
    {
      key: 'status',
      header: t('admin_users.columns.status'),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'verified',
      header: t('admin_users.columns.verified'),
      cell: (row) => <VerifiedMarks user={row} />,
    },
    {
      key: 'created',
      header: t('admin_users.columns.created'),
      sortField: 'created_at',
      firstSort: 'desc',
      cell: (row) => (
        <div className="whitespace-nowrap">
          <p>{formatDate(row.created_at, language)}</p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('admin_users.active_at', {
              when: row.last_active ? formatDate(row.last_active, language) : t('admin_users.never'),
            })}
          </p>
        </div>
      ),
    },
  ];

  const bulkAction = (action: 'suspend' | 'unsuspend'): TBulkAction => ({
    key: action,
    label: t(`admin_users.bulk.${action}`),
    title: (count) => t(`admin_users.bulk.${action}_title`, { count }),
    text: () => t(`admin_users.bulk.${action}_text`),
    reason: action === 'suspend' ? 'required' : undefined,
    danger: action === 'suspend',
    run: async (reason) => {
      const result = await bulk.mutateAsync({
        action,
        ids: [...selection.selected],
        ...(action === 'suspend' ? { reason } : {}),
      });
      const done = t('admin_users.bulk.done', { count: result.done.length });
      if (result.refused.length === 0) return done;
      const why = [...new Set(result.refused.map((refusal) => refusal.message))].join(' · ');
      return `${done} ${t('admin_users.bulk.refused', { count: result.refused.length, reasons: why })}`;
    },
  });

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader
          title={t('admin_users.title')}
          subtitle={t('admin_users.intro')}
          icon={<Users className="size-5" />}
        />
        <div className="mb-4 flex flex-wrap gap-2">
          <ExportButton href={`/api/admin/users/export.csv?${list.exportQuery}`} filename="haat-users.csv" />
          <ButtonLink to="/admin/users/create" data-testid="create-user">
            <Plus aria-hidden className="size-4" />
            {t('admin_users.create')}
          </ButtonLink>
        </div>
      </div>

      <FilterBar filtered={list.filtered} onClear={list.reset}>
        <SearchField
          label={t('admin_users.filters.search')}
          placeholder={t('admin_users.filters.search_hint')}
          value={list.filters.q}
          onSearch={(q) => list.setFilter('q', q)}
          testId="user-search"
        />
        <FilterSelect
          label={t('admin_users.filters.role')}
          value={list.filters.role}
          onChange={(value) => list.setFilter('role', value)}
          anyLabel={t('admin_users.filters.any')}
          options={USER_ROLES.map((role) => ({ value: role, label: t(`admin_users.roles.${role}`) }))}
          testId="filter-role"
        />
        <FilterSelect
          label={t('admin_users.filters.status')}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          anyLabel={t('admin_users.filters.any')}
          options={[
            { value: 'active', label: t('admin_users.status.active') },
            { value: 'suspended', label: t('admin_users.status.suspended') },
          ]}
          testId="filter-status"
        />
        <FilterSelect
          label={t('admin_users.filters.verification')}
          value={list.filters.verification}
          onChange={(value) => list.setFilter('verification', value)}
          anyLabel={t('admin_users.filters.any')}
          options={ADMIN_USER_VERIFICATIONS.map((value) => ({
            value,
            label: t(`admin_users.verification.${value}`),
          }))}
          testId="filter-verification"
        />
        <FilterSelect
          label={t('admin_users.filters.country')}
          value={list.filters.country}
          onChange={(value) => list.setFilter('country', value)}
          anyLabel={t('admin_users.filters.any')}
          options={(countries.data ?? []).map((country) => ({
            value: country.code,
            label: `${country.flag} ${country.name}`,
          }))}
          testId="filter-country"
        />
        <DateRange
          from={list.filters.from}
          to={list.filters.to}
          onChange={(range) => list.setFilters(range)}
          fromLabel={t('admin_users.filters.from')}
          toLabel={t('admin_users.filters.to')}
        />
      </FilterBar>

      <BulkBar
        count={selection.count}
        actions={[bulkAction('suspend'), bulkAction('unsuspend')]}
        onClear={selection.clear}
      />

      <DataTable
        label={t('admin_users.list_label')}
        columns={columns}
        rows={answer.data?.data}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        sort={list.sort}
        onSort={list.toggleSort}
        selection={selection}
        status={answer}
        errorText={t('admin_users.load_failed')}
        testId="users-table"
      />
      {answer.data ? (
        <Pager
          page={list.page}
          perPage={list.perPage}
          total={answer.data.meta.total}
          onPage={list.setPage}
          onPerPage={list.setPerPage}
        />
      ) : null}
    </div>
  );
}
