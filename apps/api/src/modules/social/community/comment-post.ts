import {
  COMMENT_REPLIES_SHOWN,
  FEED_PAGE_SIZE,
  type TAddComment,
  type TComment,
  type TCommentThread,
  type TFeedPerson,
  type ZCommentPageSchema,
} from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { notify } from '../../notifications/notify.ts';
import type { TUserRow } from '../../users/repository.ts';
import type { TCommunityDeps } from './community-deps.ts';
import { decodeCursor, encodeCursor, presentPerson } from './present-feed.ts';
import {
  bumpCount,
  countLiveReplies,
  findComment,
  findFeedPost,
  findPeople,
  findPostAuthor,
  hardDeleteComment,
  insertComment,
  insertEvent,
  listReplies,
  listTopComments,
  readCount,
  softDeleteComment,
  type TCommentRow,
} from './repository.ts';

type TCommentPage = z.infer<typeof ZCommentPageSchema>;

function presentComment(
  row: TCommentRow,
  viewerId: string,
  postAuthorId: string,
  people: Map<string, TFeedPerson>,
): TComment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    post_id: row.postId,
    parent_id: row.parentId,
    author: deleted ? null : (people.get(row.authorId) ?? null),
    body: deleted ? '' : row.body,
    deleted,
    created_at: row.createdAt.toISOString(),
    mine: !deleted && row.authorId === viewerId,
    can_delete: !deleted && (row.authorId === viewerId || postAuthorId === viewerId),
  };
}

/**
 * `GET /api/social/posts/:id/comments`: top-level comments oldest first, 20 a page, each with its
 * oldest replies and how many replies it has; `meta.total` is the post's comment count.
 */
export async function listComments(
  deps: TCommunityDeps,
  viewerId: string,
  postId: string,
  cursor?: string,
): Promise<TCommentPage> {
  const key = decodeCursor(cursor);
  const post = await findFeedPost(deps.db, postId);
  if (!post) throw new AppError('NOT_FOUND', 'api.not_found');
  const rows = await listTopComments(deps.db, postId, key, FEED_PAGE_SIZE);
  const shown = rows.slice(0, FEED_PAGE_SIZE);
  const replies = await listReplies(
    deps.db,
    shown.map((row) => row.id),
    COMMENT_REPLIES_SHOWN,
  );
  const people = new Map(
    (await findPeople(deps.db, [...new Set([...shown, ...replies].map((row) => row.authorId))])).map(
      (row) => [row.id, presentPerson(row)],
    ),
  );
  const data: TCommentThread[] = shown.map((row) => ({
    ...presentComment(row, viewerId, post.authorId, people),
    reply_count: row.replyCount,
    replies: replies
      .filter((reply) => reply.parentId === row.id)
      .map((reply) => presentComment(reply, viewerId, post.authorId, people)),
  }));
  const last = shown.at(-1);
  return {
    success: true,
    data,
    meta: {
      next_cursor:
        rows.length > FEED_PAGE_SIZE && last ? encodeCursor({ at: last.keyAt, id: last.id }) : null,
      total: await readCount(deps.db, postId, 'commentCount'),
    },
  };
}

/**
 * `POST /api/social/posts/:id/comments`: a comment, or a reply to a top-level comment of the same
 * post (replies to replies are refused). The count and the event change with it; the post's author
 * is told.
 */
export async function addComment(
  deps: TCommunityDeps,
  me: TUserRow,
  postId: string,
  input: TAddComment,
): Promise<TComment> {
  return deps.db.transaction(async (tx) => {
    const post = await findFeedPost(tx, postId, true);
    if (!post) throw new AppError('NOT_FOUND', 'api.not_found');
    const parentId = input.parent_id ?? null;
    if (parentId) {
      const parent = await findComment(tx, parentId, true);
      if (
        !parent ||
        parent.postId !== postId ||
        parent.parentId !== null ||
        parent.deletedAt !== null ||
        parent.moderation !== null
      ) {
        throw AppError.fields({ parent_id: 'social.community.reply_target' });
      }
    }
    const row = await insertComment(tx, { postId, authorId: me.id, parentId, body: input.body });
    await bumpCount(tx, postId, 'commentCount', 1);
    await insertEvent(tx, postId, 'comment', me.id);
    if (post.authorId !== me.id) {
      await notify(tx, post.authorId, 'post_commented', {
        post_id: postId,
        comment_id: row.id,
        commenter_id: me.id,
        commenter_name: me.name,
        reply: parentId !== null,
      });
    }
    const people = new Map([[me.id, presentPerson(me)]]);
    return presentComment(row, me.id, post.authorId, people);
  });
}

/**
 * `DELETE /api/social/comments/:id`: by its writer or the post's author (others: 403). A comment with
 * replies stays as "deleted" so the thread reads on; otherwise it goes (and a deleted comment whose
 * last reply goes, goes with it). Answers the post's comment count.
 */
export async function deleteComment(
  deps: TCommunityDeps,
  me: TUserRow,
  commentId: string,
): Promise<{ comments: number }> {
  return deps.db.transaction(async (tx) => {
    const comment = await findComment(tx, commentId, true);
    if (!comment || comment.deletedAt !== null) throw new AppError('NOT_FOUND', 'api.not_found');
    const postAuthorId = await findPostAuthor(tx, comment.postId);
    if (comment.authorId !== me.id && postAuthorId !== me.id)
      throw new AppError('FORBIDDEN', 'api.forbidden');
    if (comment.parentId === null && (await countLiveReplies(tx, comment.id)) > 0) {
      await softDeleteComment(tx, comment.id);
    } else {
      await hardDeleteComment(tx, comment.id);
      if (comment.parentId !== null) {
        const parent = await findComment(tx, comment.parentId, true);
        if (parent?.deletedAt && (await countLiveReplies(tx, parent.id)) === 0)
          await hardDeleteComment(tx, parent.id);
      }
    }
    // A hidden comment already left the count when staff hid it.
    if (comment.moderation !== null) return { comments: await readCount(tx, comment.postId, 'commentCount') };
    return { comments: await bumpCount(tx, comment.postId, 'commentCount', -1) };
  });
}
