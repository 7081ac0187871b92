import { randomUUID } from 'node:crypto';
import type { TPostMedia } from '@haat/shared';
import { POST_MEDIA_LIMITS } from '@haat/shared/social/constants';
import sharp from 'sharp';
import { AppError } from '../../../lib/app-error.ts';
import { fileTooLarge } from '../../../lib/read-upload.ts';
import { sniffImageType } from '../../cards/upload-card-photo.ts';
import { mp4DurationMs, sniffVideoType } from './check-post-video.ts';
import type { TPostDeps } from './post-deps.ts';
import { presentMedia } from './present-post.ts';
import { insertMedia } from './repository.ts';

/** Refuse decompression bombs: at most 40 megapixels decoded. */
const MAX_PIXELS = 40_000_000;
/** Stored images fit in this many pixels on their longer side. */
const STORED_LONG_SIDE = 2000;
const VIDEO_MIME = { mp4: 'video/mp4', webm: 'video/webm' } as const;

/** An image re-encoded as WebP: orientation applied, no metadata (EXIF, GPS, XMP), ≤ 2000 px. */
async function reencodePostImage(data: Buffer) {
  try {
    const { data: webp, info } = await sharp(data, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(STORED_LONG_SIDE, STORED_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp, width: info.width, height: info.height };
  } catch {
    throw AppError.fields({ file: 'validation.image_invalid' });
  }
}

/**
 * Stores an uploaded image or short video for a post not written yet (the media belongs to the
 * uploader until a post takes it). Images (JPG, PNG, WebP) are re-encoded; videos (MP4, WebM) are
 * recognised from their bytes and kept as sent, within the size and (MP4) length limits.
 */
export async function uploadPostMedia(deps: TPostDeps, userId: string, data: Buffer): Promise<TPostMedia> {
  const folder = `social/${userId.slice(0, 2)}`;
  if (sniffImageType(data)) {
    if (data.length > POST_MEDIA_LIMITS.imageBytes) throw fileTooLarge('file', POST_MEDIA_LIMITS.imageBytes);
    const image = await reencodePostImage(data);
    const key = `${folder}/${userId}-${randomUUID()}.webp`;
    await deps.storage.put(key, image.webp, 'image/webp');
    const row = await insertMedia(deps.db, {
      ownerId: userId,
      kind: 'image',
      storageKey: key,
      mime: 'image/webp',
      width: image.width,
      height: image.height,
      bytes: image.webp.length,
    });
    return presentMedia(deps.storage, row);
  }
  const video = sniffVideoType(data);
  if (!video) throw AppError.fields({ file: 'social.posts.media_type' });
  if (data.length > POST_MEDIA_LIMITS.videoBytes) throw fileTooLarge('file', POST_MEDIA_LIMITS.videoBytes);
  const durationMs = video === 'mp4' ? mp4DurationMs(data) : null;
  if (durationMs !== null && durationMs > POST_MEDIA_LIMITS.videoSeconds * 1000)
    throw new AppError('VALIDATION_FAILED', 'social.posts.video_too_long', {
      values: { max: POST_MEDIA_LIMITS.videoSeconds },
      errors: { file: ['social.posts.video_too_long'] },
    });
  // The key's extension gives the type the file is served with (plugins/storage.ts).
  const key = `${folder}/${userId}-${randomUUID()}.${video}`;
  await deps.storage.put(key, data, VIDEO_MIME[video]);
  const row = await insertMedia(deps.db, {
    ownerId: userId,
    kind: 'video',
    storageKey: key,
    mime: VIDEO_MIME[video],
    durationMs,
    bytes: data.length,
  });
  return presentMedia(deps.storage, row);
}
