import { randomUUID } from 'node:crypto';
import type { TCard } from '@haat/shared';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { TCardDeps } from './card-deps.ts';
import { requireOwnedCard } from './get-card.ts';
import { presentCard } from './present-card.ts';
import { updateOwnedVcard } from './repository.ts';

const PHOTO_SIZE = 512;
const THUMB_SIZE = 128;
/** Refuse decompression bombs: at most 40 megapixels. */
const MAX_PIXELS = 40_000_000;

/** Recognises JPEG, PNG and WebP by their first bytes (the declared type is not trusted). */
export function sniffImageType(data: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return undefined;
}

async function reencode(data: Buffer, size: number): Promise<Buffer> {
  // rotate() applies the EXIF orientation; sharp writes no metadata (EXIF, GPS, XMP) unless asked.
  return sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(size, size, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** Replaces the card's photo: re-encoded square JPEG (512 px) and thumbnail (128 px), metadata stripped. */
export async function uploadCardPhoto(
  deps: TCardDeps,
  userId: string,
  id: string,
  data: Buffer,
): Promise<TCard> {
  const card = await requireOwnedCard(deps, userId, id);
  if (!sniffImageType(data)) throw AppError.fields({ photo: 'validation.image_type' });
  let photo: Buffer;
  let thumb: Buffer;
  try {
    [photo, thumb] = await Promise.all([reencode(data, PHOTO_SIZE), reencode(data, THUMB_SIZE)]);
  } catch {
    throw AppError.fields({ photo: 'validation.image_invalid' });
  }
  const base = `cards/${card.id.slice(0, 2)}/${card.id}-${randomUUID()}`;
  const photoKey = `${base}.jpg`;
  const thumbKey = `${base}-thumb.jpg`;
  await deps.storage.put(photoKey, photo, 'image/jpeg');
  await deps.storage.put(thumbKey, thumb, 'image/jpeg');
  const row = await updateOwnedVcard(deps.db, userId, id, { photoKey, photoThumbKey: thumbKey });
  if (!row) {
    await Promise.all([deps.storage.delete(photoKey), deps.storage.delete(thumbKey)]);
    throw new AppError('NOT_FOUND', 'api.not_found');
  }
  await removeFiles(deps, [card.photoKey, card.photoThumbKey]);
  return presentCard(row, { appUrl: deps.config.appUrl, storage: deps.storage });
}

/** Deletes stored files, logging (not failing) on trouble. */
export async function removeFiles(deps: TCardDeps, keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (key)
      await deps.storage
        .delete(key)
        .catch((error) => deps.log.warn({ err: error, key }, 'photo delete failed'));
  }
}
