import type { TFeedPost, TSharePost } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import type { TUserRow } from '../../users/repository.ts';
import type { TCommunityDeps } from './community-deps.ts';
import { getFeedPost } from './get-feed.ts';
import { bumpCount, findFeedPost, hasShared, insertEvent, insertRepost, lockKey } from './repository.ts';

/** Lowercased hashtags without `#`, once each, in order. */
export function hashtagsOf(content: string): string[] {
  const tags = [...content.matchAll(/#([\p{L}\p{M}\p{N}_]+)/gu)].map((match) =>
    (match[1] ?? '').toLowerCase(),
  );
  return [...new Set(tags)].slice(0, 30);
}

/**
 * `POST /api/social/posts/:id/share`: a repost in the sharer's feed at once, with their own words if
 * any. Sharing a repost shares the post it shares. The shared post's `share_count` and a `share`
 * event count once per person, however often they share it.
 */
export async function sharePost(
  deps: TCommunityDeps,
  me: TUserRow,
  postId: string,
  input: TSharePost,
): Promise<TFeedPost> {
  const repostId = await deps.db.transaction(async (tx) => {
    const post = await findFeedPost(tx, postId, true);
    const original = post?.repostOf ? await findFeedPost(tx, post.repostOf, true) : post;
    if (!original) throw new AppError('NOT_FOUND', 'api.not_found');
    await lockKey(tx, `social:share:${me.id}:${original.id}`);
    const sharedBefore = await hasShared(tx, me.id, original.id);
    const content = input.content ?? '';
    const id = await insertRepost(tx, {
      authorId: me.id,
      repostOf: original.id,
      content,
      hashtags: hashtagsOf(content),
    });
    if (!sharedBefore) {
      await bumpCount(tx, original.id, 'shareCount', 1);
      await insertEvent(tx, original.id, 'share', me.id);
    }
    return id;
  });
  return getFeedPost(deps, me.id, repostId);
}
