import type { TPostMedia } from '@haat/shared/social/post-schemas';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { uploadFile } from '../../../lib/upload-file.ts';

/** Uploads one image or video (multipart field `file`) for a post not saved yet, with progress. */
export function uploadPostMedia(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<TPostMedia> {
  return uploadFile<TPostMedia>('/api/social/media', 'file', file, onProgress, signal);
}

/** Saves an image's or video's alt text. */
export function saveMediaAlt(id: string, alt: string): Promise<TPostMedia> {
  return api.patch<TEnvelope<TPostMedia>>(`/api/social/media/${id}`, { alt }).then((answer) => answer.data);
}

/** Deletes an upload no saved post uses. */
export function deleteMedia(id: string): Promise<unknown> {
  return api.delete(`/api/social/media/${id}`);
}
