import type { TProduct, ZUpdateProductSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { isCategoryOf } from './category-names.ts';
import { presentOne, requireOwnedProduct } from './get-product.ts';
import { pruneProductWords } from './prune-product-words.ts';
import { type TProductChanges, updateOwnedProduct } from './repository.ts';

type TUpdateProductInput = z.output<typeof ZUpdateProductSchema>;

/** Changes the fields sent of the user's product. */
export async function updateProduct(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  input: TUpdateProductInput,
): Promise<TProduct> {
  const current = await requireOwnedProduct(deps, userId, id);
  if (input.category_id && !(await isCategoryOf(deps.db, current.businessId, input.category_id)))
    throw AppError.fields({ category_id: 'validation.category_unknown' });
  const values: TProductChanges = {
    title: input.title,
    description: input.description,
    price: input.price,
    stock: input.stock,
    marketplaceCategory: input.marketplace_category,
    categoryId: input.category_id,
    status: input.status,
    condition: input.condition,
  };
  const changes = Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as TProductChanges;
  const row = await updateOwnedProduct(deps.db, userId, id, changes);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  // New words join the word list by trigger (migration 0010); words no product has any more leave it.
  if (changes.title !== undefined || changes.description !== undefined)
    await pruneProductWords(deps, { former: current.searchVector, current: row.searchVector });
  return presentOne(deps, row);
}
