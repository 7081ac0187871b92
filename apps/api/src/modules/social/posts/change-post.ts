import { randomUUID } from 'node:crypto';
import type { TLanguageCode, TPost } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import { removeMediaFiles } from './manage-post-media.ts';
import type { TPostDeps } from './post-deps.ts';
import { presentPost } from './present-post.ts';
import {
  deletePostRow,
  findActiveConnections,
  findOwnedPost,
  insertMedia,
  insertPost,
  insertTargets,
  listMediaOfPosts,
  listMentionsOfPosts,
  listTargetsOfPosts,
  replaceMentions,
  resetFailedTargets,
  updatePost,
} from './repository.ts';
import { afterCommit } from './save-post.ts';

/**
 * Deletes one of the author's posts, whatever its state: a published one leaves the feed, a
 * scheduled one's job finds nothing. Its files go after the commit. Copies already on connected
 * pages stay there.
 */
export async function deleteOwnPost(deps: TPostDeps, userId: string, id: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const post = await findOwnedPost(tx, userId, id, true);
    if (!post) throw new AppError('NOT_FOUND', 'api.not_found');
    const media = await listMediaOfPosts(tx, [id]);
    await deletePostRow(tx, userId, id);
    return media.map((item) => item.storageKey);
  });
  await removeMediaFiles(deps, keys);
}

/** A new draft with the post's text, business, mentions, still-connected targets and copies of its media. */
export async function duplicatePost(
  deps: TPostDeps,
  userId: string,
  id: string,
  lang: TLanguageCode,
): Promise<TPost> {
  const source = await findOwnedPost(deps.db, userId, id);
  if (!source) throw new AppError('NOT_FOUND', 'api.not_found');
  const media = await listMediaOfPosts(deps.db, [id]);
  // Files are copied first (new keys: a file is never shared by two rows, so deleting one is safe).
  const copies: { key: string; source: (typeof media)[number] }[] = [];
  for (const item of media) {
    const data = await deps.storage.get(item.storageKey);
    if (!data) continue;
    const extension = item.storageKey.slice(item.storageKey.lastIndexOf('.'));
    const key = `social/${userId.slice(0, 2)}/${userId}-${randomUUID()}${extension}`;
    await deps.storage.put(key, data, item.mime);
    copies.push({ key, source: item });
  }
  const row = await deps.db.transaction(async (tx) => {
    const targets = await listTargetsOfPosts(tx, [id]);
    const connectionIds = targets.flatMap((target) => (target.connectionId ? [target.connectionId] : []));
    const active = new Set((await findActiveConnections(tx, userId, connectionIds)).map((row) => row.id));
    const mentions = await listMentionsOfPosts(tx, [id]);
    const copy = await insertPost(tx, {
      authorId: userId,
      businessId: source.businessId,
      content: source.content,
      status: 'draft',
      timeZone: source.timeZone,
      hashtags: source.hashtags,
    });
    await insertTargets(
      tx,
      targets
        .filter(
          (target) => target.platform === 'feed' || (target.connectionId && active.has(target.connectionId)),
        )
        .map((target) => ({
          postId: copy.id,
          platform: target.platform,
          connectionId: target.connectionId,
          targetName: target.targetName,
        })),
    );
    for (const [position, item] of copies.entries())
      await insertMedia(tx, {
        ownerId: userId,
        postId: copy.id,
        position,
        kind: item.source.kind,
        storageKey: item.key,
        mime: item.source.mime,
        width: item.source.width,
        height: item.source.height,
        durationMs: item.source.durationMs,
        bytes: item.source.bytes,
        alt: item.source.alt,
      });
    await replaceMentions(
      tx,
      copy.id,
      mentions.map((mention) => mention.id),
    );
    return copy;
  });
  return presentPost(deps, row, lang);
}

/**
 * Publishes a failed post again, now: only its failed targets (those whose page is still
 * connected) go back to pending; a new job is sent for the new due time.
 */
export async function retryPost(
  deps: TPostDeps,
  userId: string,
  id: string,
  lang: TLanguageCode,
): Promise<{ post: TPost; message: string }> {
  const committed = await deps.db.transaction(async (tx) => {
    const post = await findOwnedPost(tx, userId, id, true);
    if (!post) throw new AppError('NOT_FOUND', 'api.not_found');
    if (post.status !== 'failed') throw new AppError('CONFLICT', 'social.posts.retry_not_failed');
    const reset = await resetFailedTargets(tx, id);
    if (reset === 0) throw new AppError('CONFLICT', 'social.posts.retry_nothing');
    return updatePost(tx, id, { status: 'scheduled', scheduledAt: new Date(), failureReason: null });
  });
  const row = await afterCommit(deps, committed, 'publish');
  return {
    post: await presentPost(deps, row, lang),
    message: row.status === 'published' ? 'social.posts.post_published' : 'social.posts.post_publishing',
  };
}
