import { USER_ROLES } from '@haat/shared/admin/roles';
import { ADMIN_USER_VERIFICATIONS, type TAdminUserItem } from '@haat/shared/admin/user-schemas';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
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

  const actions = bulkActions({
    t,
    ns: 'admin_users',
    actions: ['suspend', 'unsuspend'] as const,
    ids: selection.selected,
    send: bulk.mutateAsync,
    summary: (result) => {
      const done = t('admin_users.bulk.done', { count: result.done.length });
      if (result.refused.length === 0) return done;
      const why = [...new Set(result.refused.map((refusal) => refusal.message))].join(' · ');
      return `${done} ${t('admin_users.bulk.refused', { count: result.refused.length, reasons: why })}`;
    },
  });

  return (
    <div>
      <StaffListHeader
        title={t('admin_users.title')}
        intro={t('admin_users.intro')}
        icon={<Users className="size-5" />}
        exportHref={`/api/admin/users/export.csv?${list.exportQuery}`}
        exportName="haat-users.csv"
        create={{ to: '/admin/users/create', label: t('admin_users.create'), testId: 'create-user' }}
      />

      <ListFilters
        list={list}
        ns="admin_users"
        searchTestId="user-search"
        selects={[
          {
            key: 'role',
            options: USER_ROLES.map((role) => ({ value: role, label: t(`admin_users.roles.${role}`) })),
          },
          {
            key: 'status',
            options: [
              { value: 'active', label: t('admin_users.status.active') },
              { value: 'suspended', label: t('admin_users.status.suspended') },
            ],
          },
          {
            key: 'verification',
            options: ADMIN_USER_VERIFICATIONS.map((value) => ({
              value,
              label: t(`admin_users.verification.${value}`),
            })),
          },
          {
            key: 'country',
            options: (countries.data ?? []).map((country) => ({
              value: country.code,
              label: `${country.flag} ${country.name}`,
            })),
          },
        ]}
      />

      <ListTable
        list={list}
        answer={answer}
        actions={actions}
        label={t('admin_users.list_label')}
        columns={columns}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        selection={selection}
        errorText={t('admin_users.load_failed')}
        testId="users-table"
      />
    </div>
  );
}
