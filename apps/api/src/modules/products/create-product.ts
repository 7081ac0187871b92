import type { TProduct, ZCreateProductSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { requireOwnedBusiness } from '../directory/get-business.ts';
import { isCategoryOf } from './category-names.ts';
import { presentOne } from './get-product.ts';
import { pruneProductWords } from './prune-product-words.ts';
import { insertProduct } from './repository.ts';

type TCreateProductInput = z.output<typeof ZCreateProductSchema>;

/** Adds a product to the user's business; its category must be one of that business's. */
export async function createProduct(
  deps: TDirectoryDeps,
  userId: string,
  businessId: string,
  input: TCreateProductInput,
): Promise<TProduct> {
  await requireOwnedBusiness(deps, userId, businessId, 'seller');
  if (input.category_id && !(await isCategoryOf(deps.db, businessId, input.category_id)))
    throw AppError.fields({ category_id: 'validation.category_unknown' });
  const row = await insertProduct(deps.db, {
    sellerId: userId,
    businessId,
    title: input.title,
    description: input.description ?? null,
    price: input.price,
    stock: input.stock ?? 0,
    marketplaceCategory: input.marketplace_category ?? 'other',
    categoryId: input.category_id ?? null,
    status: input.status ?? 'draft',
    condition: input.condition ?? 'new',
  });
  await pruneProductWords(deps);
  return presentOne(deps, row);
}
