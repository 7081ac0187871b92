import type { TBusinessList } from '@haat/shared';
import type { TDirectoryDeps } from './directory-deps.ts';
import { presentBusiness } from './present-business.ts';
import { countOwnedBusinesses, listOwnedBusinesses } from './repository.ts';

/** The user's businesses, newest first. */
export async function listBusinesses(
  deps: TDirectoryDeps,
  userId: string,
  query: { page: number; per_page: number },
): Promise<TBusinessList> {
  const [rows, total] = await Promise.all([
    listOwnedBusinesses(deps.db, userId, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countOwnedBusinesses(deps.db, userId),
  ]);
  return {
    success: true,
    data: rows.map((row) => presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage })),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
