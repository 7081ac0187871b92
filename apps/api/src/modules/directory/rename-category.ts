import type { TBusinessCategory } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { countProductsPerCategory } from '../products/repository.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { presentCategory } from './present-category.ts';
import { renameCategory as renameCategoryRow } from './repository.ts';

/** Renames a category (names are unique per business, any case); answers it with its product count. */
export async function renameCategory(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  categoryId: string,
  name: string,
): Promise<TBusinessCategory> {
  await requireOwnedBusiness(deps, userId, businessId);
  try {
    const row = await renameCategoryRow(deps.db, businessId, categoryId, name);
    if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
    const counts = await countProductsPerCategory(deps.db, businessId, { activeOnly: false });
    return presentCategory(row, counts.get(row.id) ?? 0);
  } catch (error) {
    if (isUniqueViolation(error, 'business_categories_name_unique'))
      throw AppError.fields({ name: 'validation.category_taken' });
    throw error;
  }
}
