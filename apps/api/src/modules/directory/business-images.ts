import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { sniffImageType } from '../cards/upload-card-photo.ts';
import type { TDirectoryDeps } from './directory-deps.ts';

export type TBusinessImageKind = 'logo' | 'cover';

/** Refuse decompression bombs: at most 40 megapixels. */
const MAX_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image to JPEG (EXIF orientation applied, no metadata kept): `cover` fits
 * inside `width`×`height`, otherwise a square of `width` cut to the interesting part.
 */
export async function reencodeImage(
  data: Buffer,
  size: { width: number; height?: number },
  field: string,
): Promise<Buffer> {
  if (!sniffImageType(data)) throw AppError.fields({ [field]: 'validation.image_type' });
  try {
    const image = sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const resized = size.height
      ? image.resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
      : image.resize(size.width, size.width, { fit: 'cover', position: 'attention' });
    return await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  } catch {
    throw AppError.fields({ [field]: 'validation.image_invalid' });
  }
}

/** Deletes stored files, logging (not failing) on trouble. */
export async function removeStoredFiles(deps: TDirectoryDeps, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (key)
      await deps.storage
        .delete(key)
        .catch((error) => deps.log.warn({ err: error, key }, 'image delete failed'));
  }
}
