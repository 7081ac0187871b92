import { normalizePhone, type TAdminUserFilter, type TAdminUserItem, type TPageMeta } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { presentAdminUser } from './present-admin-user.ts';
import { countUsers, listUsers, type TUserListFilter } from './repository.ts';

/** The filter of a query as the repository takes it: `q` also read as a phone number. */
export function userListFilter(deps: Pick<TDeps, 'config'>, query: TAdminUserFilter): TUserListFilter {
  const { q, page: _page, per_page: _perPage, sort: _sort, ...rest } = query;
  const phone = q && /\d/.test(q) ? normalizePhone(q, deps.config.defaultCountry) : undefined;
  return { ...rest, ...(q ? { q } : {}), ...(phone ? { phone } : {}) };
}

/** `GET /api/admin/users`: one page of people, searched, filtered and sorted. */
export async function listAdminUsers(
  deps: Pick<TDeps, 'db' | 'config'>,
  query: TAdminUserFilter,
): Promise<{ success: true; data: TAdminUserItem[]; meta: TPageMeta }> {
  const filter = userListFilter(deps, query);
  const [rows, total] = await Promise.all([
    listUsers(deps.db, filter, query.sort, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countUsers(deps.db, filter),
  ]);
  return {
    success: true,
    data: rows.map((row) => presentAdminUser(row, row.lastActive)),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
