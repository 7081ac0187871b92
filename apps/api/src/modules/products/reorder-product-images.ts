import type { TProduct } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { presentOne, requireOwnedProduct } from './get-product.ts';
import { updateOwnedProduct } from './repository.ts';

/** Puts the product's images in the order given; `ids` must name every image once. */
export async function reorderProductImages(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  ids: string[],
): Promise<TProduct> {
  const product = await requireOwnedProduct(deps, userId, id);
  const byId = new Map(product.images.map((image) => [image.id, image]));
  if (
    new Set(ids).size !== ids.length ||
    ids.length !== byId.size ||
    ids.some((imageId) => !byId.has(imageId))
  )
    throw AppError.fields({ ids: 'validation.order_mismatch' });
  const row = await updateOwnedProduct(deps.db, userId, id, {
    images: ids.map((imageId) => byId.get(imageId)).filter((image) => image !== undefined),
  });
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentOne(deps, row);
}
