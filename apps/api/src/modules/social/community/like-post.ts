import type { TLikeResult } from '@haat/shared';
import { AppError } from '../../../lib/app-error.ts';
import { notifiedWithin, notify } from '../../notifications/notify.ts';
import type { TUserRow } from '../../users/repository.ts';
import type { TCommunityDeps } from './community-deps.ts';
import {
  bumpCount,
  deleteLike,
  findFeedPost,
  insertEvent,
  insertLike,
  lockKey,
  readCount,
} from './repository.ts';

/** Likes of one post are told to its author at most once an hour (one notice for a burst). */
const LIKE_NOTICE_SECONDS = 3600;

/** `PUT /api/social/posts/:id/like`: the like, the count and the event together; again: nothing changes. */
export async function likePost(deps: TCommunityDeps, me: TUserRow, postId: string): Promise<TLikeResult> {
  return deps.db.transaction(async (tx) => {
    const post = await findFeedPost(tx, postId, true);
    if (!post) throw new AppError('NOT_FOUND', 'api.not_found');
    if (!(await insertLike(tx, postId, me.id)))
      return { liked: true, likes: await readCount(tx, postId, 'likeCount') };
    const likes = await bumpCount(tx, postId, 'likeCount', 1);
    await insertEvent(tx, postId, 'like', me.id);
    if (post.authorId !== me.id) {
      await lockKey(tx, `social:post_liked:${postId}`);
      if (
        !(await notifiedWithin(tx, post.authorId, 'post_liked', { post_id: postId }, LIKE_NOTICE_SECONDS))
      ) {
        await notify(tx, post.authorId, 'post_liked', {
          post_id: postId,
          liker_id: me.id,
          liker_name: me.name,
        });
      }
    }
    return { liked: true, likes };
  });
}

/** `DELETE /api/social/posts/:id/like`; not liked: nothing changes. */
export async function unlikePost(deps: TCommunityDeps, me: TUserRow, postId: string): Promise<TLikeResult> {
  return deps.db.transaction(async (tx) => {
    if (!(await findFeedPost(tx, postId, true))) throw new AppError('NOT_FOUND', 'api.not_found');
    if (!(await deleteLike(tx, postId, me.id)))
      return { liked: false, likes: await readCount(tx, postId, 'likeCount') };
    return { liked: false, likes: await bumpCount(tx, postId, 'likeCount', -1) };
  });
}
