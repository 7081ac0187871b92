import type { TLanguageCode, TPost, TPostValues } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import { enqueuePublish } from './enqueue-publish.ts';
import { removeMediaFiles } from './manage-post-media.ts';
import type { TPostDeps } from './post-deps.ts';
import { presentPost } from './present-post.ts';
import { publishPost } from './publish-post.ts';
import {
  attachMedia,
  deleteMediaRows,
  deleteTargets,
  findOwnedPost,
  insertPost,
  insertTargets,
  listMediaOfPosts,
  listTargetsOfPosts,
  replaceMentions,
  type TPostRow,
  updatePost,
} from './repository.ts';
import { resolvePostInput, type TResolvedPost } from './resolve-post-input.ts';

/** Posts that can still be changed: not out yet, not being published. */
const EDITABLE = new Set(['draft', 'scheduled', 'failed']);

export interface TSavedPost {
  post: TPost;
  /** The success message key. */
  message: string;
}

/** Writes the targets, media order and mentions of a post (inside the save's transaction). */
async function writeParts(
  tx: Parameters<Parameters<TPostDeps['db']['transaction']>[0]>[0],
  postId: string,
  resolved: TResolvedPost,
) {
  await insertTargets(
    tx,
    resolved.targets.map((target) => ({ postId, ...target })),
  );
  await attachMedia(
    tx,
    postId,
    resolved.media.map((row) => row.id),
  );
  await replaceMentions(tx, postId, resolved.mentions);
}

/**
 * After the commit: a post to publish now or later gets its job. A post for the feed alone that is
 * due now is published at once in this request too (the job finds it done); one with connected
 * pages waits for the job, which talks to the platforms.
 */
export async function afterCommit(deps: TPostDeps, row: TPostRow, action: 'draft' | 'schedule' | 'publish') {
  if (row.status !== 'scheduled' || !row.scheduledAt) return row;
  await enqueuePublish(deps, row);
  if (action !== 'publish') return row;
  const targets = await listTargetsOfPosts(deps.db, [row.id]);
  if (targets.every((target) => target.platform === 'feed')) {
    try {
      await publishPost(
        { ...deps, connectors: {} },
        { postId: row.id, due: row.scheduledAt.toISOString() },
        { lastTry: false },
      );
    } catch (error) {
      deps.log.warn({ err: error, postId: row.id }, 'publishing now failed; the job retries');
    }
  }
  return (await findOwnedPost(deps.db, row.authorId, row.id)) ?? row;
}

function messageOf(action: 'draft' | 'schedule' | 'publish', row: TPostRow, created: boolean): string {
  if (action === 'draft') return 'social.posts.draft_saved';
  if (action === 'schedule') return created ? 'social.posts.post_scheduled' : 'social.posts.post_updated';
  return row.status === 'published' ? 'social.posts.post_published' : 'social.posts.post_publishing';
}

/** `POST /api/social/posts`: a draft, a post to publish now, or one scheduled for later. */
export async function createPost(
  deps: TPostDeps,
  userId: string,
  input: TPostValues,
  lang: TLanguageCode,
): Promise<TSavedPost> {
  const committed = await deps.db.transaction(async (tx) => {
    const resolved = await resolvePostInput(deps, tx, userId, input, null, new Date());
    const row = await insertPost(tx, {
      authorId: userId,
      businessId: resolved.businessId,
      content: resolved.content,
      status: resolved.status,
      scheduledAt: resolved.scheduledAt,
      timeZone: resolved.timeZone,
      hashtags: resolved.hashtags,
    });
    await writeParts(tx, row.id, resolved);
    return row;
  });
  const row = await afterCommit(deps, committed, input.action);
  return { post: await presentPost(deps, row, lang), message: messageOf(input.action, row, true) };
}

/**
 * `PATCH /api/social/posts/:id`: changes a draft, scheduled or failed post (the same body as
 * creating). Its targets are written anew (none was published: such a post is not editable), media
 * taken off it are deleted, and a new due time sends a new job (the old one finds the post moved).
 */
export async function updateOwnPost(
  deps: TPostDeps,
  userId: string,
  id: string,
  input: TPostValues,
  lang: TLanguageCode,
): Promise<TSavedPost> {
  const { row: committed, removedKeys } = await deps.db.transaction(async (tx) => {
    const current = await findOwnedPost(tx, userId, id, true);
    if (!current) throw new AppError('NOT_FOUND', 'api.not_found');
    if (!EDITABLE.has(current.status)) throw new AppError('CONFLICT', 'social.posts.post_not_editable');
    const resolved = await resolvePostInput(deps, tx, userId, input, id, new Date());
    const row = await updatePost(tx, id, {
      businessId: resolved.businessId,
      content: resolved.content,
      status: resolved.status,
      scheduledAt: resolved.scheduledAt,
      timeZone: resolved.timeZone,
      hashtags: resolved.hashtags,
      failureReason: null,
    });
    const oldTargets = await listTargetsOfPosts(tx, [id]);
    await deleteTargets(
      tx,
      oldTargets.map((target) => target.id),
    );
    const keep = new Set(resolved.media.map((item) => item.id));
    const dropped = (await listMediaOfPosts(tx, [id])).filter((item) => !keep.has(item.id));
    const removed = await deleteMediaRows(
      tx,
      dropped.map((item) => item.id),
    );
    await writeParts(tx, id, resolved);
    return { row, removedKeys: removed.map((item) => item.storageKey) };
  });
  await removeMediaFiles(deps, removedKeys);
  const row = await afterCommit(deps, committed, input.action);
  return { post: await presentPost(deps, row, lang), message: messageOf(input.action, row, false) };
}
