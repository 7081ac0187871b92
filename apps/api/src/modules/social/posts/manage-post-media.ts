import type { TPostMedia } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { TPostDeps } from './post-deps.ts';
import { presentMedia } from './present-post.ts';
import { deleteMediaRows, findOwnedMedia, findOwnedPost, updateMediaAlt } from './repository.ts';

/** Changes the alt text of the user's image or video. */
export async function updatePostMedia(
  deps: TPostDeps,
  userId: string,
  id: string,
  alt: string,
): Promise<TPostMedia> {
  const row = await updateMediaAlt(deps.db, userId, id, alt);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentMedia(deps.storage, row);
}

/** Deletes stored files, logging (not failing) on trouble: the rows are gone already. */
export async function removeMediaFiles(deps: TPostDeps, keys: string[]): Promise<void> {
  for (const key of keys)
    await deps.storage
      .delete(key)
      .catch((error) => deps.log.warn({ err: error, key }, 'media delete failed'));
}

/** Deletes the user's media that no published post shows (409 once its post went out). */
export async function deletePostMedia(deps: TPostDeps, userId: string, id: string): Promise<void> {
  const deleted = await deps.db.transaction(async (tx) => {
    const row = await findOwnedMedia(tx, userId, id);
    if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
    if (row.postId) {
      const post = await findOwnedPost(tx, userId, row.postId, true);
      if (post && (post.status === 'published' || post.status === 'publishing'))
        throw new AppError('CONFLICT', 'social.posts.media_published');
    }
    return deleteMediaRows(tx, [row.id]);
  });
  await removeMediaFiles(
    deps,
    deleted.map((row) => row.storageKey),
  );
}
