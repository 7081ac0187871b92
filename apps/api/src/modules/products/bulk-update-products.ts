import type { ZBulkProductsSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles } from '../directory/business-images.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { requireOwnedBusiness } from '../directory/get-business.ts';
import { isCategoryOf } from './category-names.ts';
import { pruneProductWords } from './prune-product-words.ts';
import { deleteProductsOfBusiness, type TProductChanges, updateProductsOfBusiness } from './repository.ts';
import { storedImageKeys } from './stored-image-keys.ts';

type TBulkInput = z.output<typeof ZBulkProductsSchema>;

/**
 * One action on many products of one business: archive, activate, back to draft, delete, set the
 * business category (null: none) or the marketplace category. Ids of other businesses are ignored;
 * answers how many products changed.
 */
export async function bulkUpdateProducts(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  input: TBulkInput,
): Promise<number> {
  await requireOwnedBusiness(deps, userId, businessId, 'seller');
  const ids = [...new Set(input.ids)];
  if (input.action === 'delete') {
    const deleted = await deleteProductsOfBusiness(deps.db, businessId, ids);
    await removeStoredFiles(
      deps,
      deleted.flatMap((row) => row.images.flatMap(storedImageKeys)),
    );
    await pruneProductWords(deps, { former: deleted.map((row) => row.searchVector).join(' ') });
    return deleted.length;
  }
  let changes: TProductChanges;
  switch (input.action) {
    case 'archive':
      changes = { status: 'archived' };
      break;
    case 'activate':
      changes = { status: 'active' };
      break;
    case 'draft':
      changes = { status: 'draft' };
      break;
    case 'set_category':
      if (input.category_id && !(await isCategoryOf(deps.db, businessId, input.category_id)))
        throw AppError.fields({ category_id: 'validation.category_unknown' });
      changes = { categoryId: input.category_id ?? null };
      break;
    case 'set_marketplace_category':
      changes = { marketplaceCategory: input.marketplace_category ?? 'other' };
      break;
  }
  return updateProductsOfBusiness(deps.db, businessId, ids, changes);
}
