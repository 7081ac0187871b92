import type { TBusinessCategory } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { categoriesOf } from './list-categories.ts';
import { listCategories, setCategoryPositions } from './repository.ts';

/** Puts the categories in the order given; `ids` must name every category of the business once. */
export async function reorderCategories(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  ids: string[],
): Promise<TBusinessCategory[]> {
  await requireOwnedBusiness(deps, userId, businessId);
  await deps.db.transaction(async (tx) => {
    const current = new Set((await listCategories(tx, businessId)).map((row) => row.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id)))
      throw AppError.fields({ ids: 'validation.order_mismatch' });
    await setCategoryPositions(tx, businessId, ids);
  });
  return categoriesOf(deps.db, businessId, { activeOnly: false });
}
