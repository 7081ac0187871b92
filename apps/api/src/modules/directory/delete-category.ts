import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requireOwnedBusiness } from './get-business.ts';
import { deleteCategory as deleteCategoryRow } from './repository.ts';

/** Deletes a category; its products stay, without a category. */
export async function deleteCategory(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  categoryId: string,
): Promise<void> {
  await requireOwnedBusiness(deps, userId, businessId);
  const row = await deleteCategoryRow(deps.db, businessId, categoryId);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
}
