import { CATEGORIES_PER_BUSINESS_MAX, type TBusinessCategory } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { presentCategory } from './present-category.ts';
import { countCategories, insertCategory } from './repository.ts';

/** Adds a category at the end of the business's list; names are unique per business (any case). */
export async function createCategory(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  name: string,
): Promise<TBusinessCategory> {
  await requireOwnedBusiness(deps, userId, businessId);
  if ((await countCategories(deps.db, businessId)) >= CATEGORIES_PER_BUSINESS_MAX)
    throw AppError.fields({ name: 'validation.invalid' });
  try {
    return presentCategory(await insertCategory(deps.db, businessId, name));
  } catch (error) {
    if (isUniqueViolation(error, 'business_categories_name_unique'))
      throw AppError.fields({ name: 'validation.category_taken' });
    throw error;
  }
}
