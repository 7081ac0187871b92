import type { TBusinessList } from '@haat/shared';
import type { TDirectoryDeps } from './directory-deps.ts';
import { presentBusiness } from './present-business.ts';
import { countOwnedBusinesses, listOwnedBusinesses } from './repository.ts';

/**
 * The user's businesses, newest first; `with_personal` adds the row of the person's own items
 * (decision 058), which the product screens work on like a business.
 */
export async function listBusinesses(
  deps: TDirectoryDeps,
  userId: string,
  query: { page: number; per_page: number; with_personal?: boolean },
): Promise<TBusinessList> {
  const kinds = query.with_personal ? 'seller' : 'business';
  const [rows, total] = await Promise.all([
    listOwnedBusinesses(deps.db, userId, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
      kinds,
    }),
    countOwnedBusinesses(deps.db, userId, kinds),
  ]);
  return {
    success: true,
    data: rows.map((row) => presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage })),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
