import type { TStoredImage } from '../../db/schema/products.ts';

/** Every stored file of a product image (the sizes it was uploaded in), to delete them together. */
export function storedImageKeys(image: TStoredImage): string[] {
  return [image.key, image.thumbKey, ...(image.mediumKey ? [image.mediumKey] : [])];
}
