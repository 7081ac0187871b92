import { randomUUID } from 'node:crypto';
import { PRODUCT_IMAGES_MAX, type TProduct } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { reencodeImage, removeStoredFiles } from '../directory/business-images.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { presentOne, requireOwnedProduct } from './get-product.ts';
import { appendProductImage } from './repository.ts';
import { storedImageKeys } from './stored-image-keys.ts';

/** The middle size's width: what a phone shows a page-wide image with (about 400 px at 1.75×). */
const MEDIUM_WIDTH = 720;

/**
 * Adds an image at the end, re-encoded as JPEG without metadata in three sizes: 1200 px, 720 px wide
 * (a phone's page-wide view) and a 300 px thumbnail.
 */
export async function uploadProductImage(
  deps: TDirectoryDeps,
  userId: string,
  id: string,
  data: Buffer,
): Promise<TProduct> {
  const product = await requireOwnedProduct(deps, userId, id);
  if (product.images.length >= PRODUCT_IMAGES_MAX) throw AppError.fields({ image: 'validation.images_max' });
  const [large, medium, thumb] = await Promise.all([
    reencodeImage(data, { width: 1200, height: 1200 }, 'image'),
    reencodeImage(data, { width: MEDIUM_WIDTH, height: 1200 }, 'image'),
    reencodeImage(data, { width: 300 }, 'image'),
  ]);
  const imageId = randomUUID();
  const base = `products/${product.id.slice(0, 2)}/${product.id}-${imageId}`;
  const image = {
    id: imageId,
    key: `${base}.jpg`,
    thumbKey: `${base}-thumb.jpg`,
    mediumKey: `${base}-${MEDIUM_WIDTH}.jpg`,
  };
  await deps.storage.put(image.key, large, 'image/jpeg');
  await deps.storage.put(image.mediumKey, medium, 'image/jpeg');
  await deps.storage.put(image.thumbKey, thumb, 'image/jpeg');
  const row = await appendProductImage(deps.db, userId, id, image, PRODUCT_IMAGES_MAX);
  if (!row) {
    await removeStoredFiles(deps, storedImageKeys(image));
    throw AppError.fields({ image: 'validation.images_max' });
  }
  return presentOne(deps, row);
}
