import type { TBusinessCategory } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { countProductsPerCategory } from '../products/repository.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { presentCategory } from './present-category.ts';
import { listCategories as listCategoryRows } from './repository.ts';

/** A business's categories in order, with how many products each has (`activeOnly` for visitors). */
export async function categoriesOf(
  db: TExecutor,
  businessId: string,
  options: { activeOnly: boolean },
): Promise<TBusinessCategory[]> {
  const [rows, counts] = await Promise.all([
    listCategoryRows(db, businessId),
    countProductsPerCategory(db, businessId, options),
  ]);
  return rows.map((row) => presentCategory(row, counts.get(row.id) ?? 0));
}

/** The owner's view of a business's categories. */
export async function listCategories(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
): Promise<TBusinessCategory[]> {
  await requireOwnedBusiness(deps, userId, businessId, 'seller');
  return categoriesOf(deps.db, businessId, { activeOnly: false });
}
