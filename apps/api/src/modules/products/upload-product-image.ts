import { randomUUID } from 'node:crypto';
import { PRODUCT_IMAGES_MAX, type TProduct } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { reencodeImage, removeStoredFiles } from '../directory/business-images.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { presentOne, requireOwnedProduct } from './get-product.ts';
import { appendProductImage } from './repository.ts';

/** Adds an image (re-encoded: 1200 px JPEG + 300 px square thumbnail, metadata dropped) at the end. */
export async function uploadProductImage(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  data: Buffer,
): Promise<TProduct> {
  const product = await requireOwnedProduct(deps, userId, id);
  if (product.images.length >= PRODUCT_IMAGES_MAX) throw AppError.fields({ image: 'validation.images_max' });
  const [large, thumb] = await Promise.all([
    reencodeImage(data, { width: 1200, height: 1200 }, 'image'),
    reencodeImage(data, { width: 300 }, 'image'),
  ]);
  const imageId = randomUUID();
  const base = `products/${product.id.slice(0, 2)}/${product.id}-${imageId}`;
  const image = { id: imageId, key: `${base}.jpg`, thumbKey: `${base}-thumb.jpg` };
  await deps.storage.put(image.key, large, 'image/jpeg');
  await deps.storage.put(image.thumbKey, thumb, 'image/jpeg');
  const row = await appendProductImage(deps.db, userId, id, image, PRODUCT_IMAGES_MAX);
  if (!row) {
    await removeStoredFiles(deps, [image.key, image.thumbKey]);
    throw AppError.fields({ image: 'validation.images_max' });
  }
  return presentOne(deps, row);
}
