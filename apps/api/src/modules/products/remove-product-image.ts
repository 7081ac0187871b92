import type { TProduct } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { removeStoredFiles } from '../directory/business-images.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { presentOne, requireOwnedProduct } from './get-product.ts';
import { updateOwnedProduct } from './repository.ts';
import { storedImageKeys } from './stored-image-keys.ts';

/** Removes one image of the user's product. */
export async function removeProductImage(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  imageId: string,
): Promise<TProduct> {
  const product = await requireOwnedProduct(deps, userId, id);
  const image = product.images.find((item) => item.id === imageId);
  if (!image) throw new AppError('NOT_FOUND', 'api.not_found');
  const row = await updateOwnedProduct(deps.db, userId, id, {
    images: product.images.filter((item) => item.id !== imageId),
  });
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  await removeStoredFiles(deps, storedImageKeys(image));
  return presentOne(deps, row);
}
