import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';
import { businesses } from '../../../db/schema/directory.ts';
import {
  follows,
  postComments,
  postEvents,
  postLikes,
  postMedia,
  postMentions,
  posts,
  postTargets,
} from '../../../db/schema/social.ts';
import { users } from '../../../db/schema/users.ts';

/*
 * The community's queries. A post is in the feed when it is `published` and its feed target is
 * published (a post sent only to external pages is not); every list, count and write uses
 * `inFeed()` so they agree.
 */

/** The post (`posts` row in scope) is published to the in-app feed and not hidden or removed by staff. */
export function inFeed(): SQL {
  return sql`(${posts.status} = 'published' AND ${posts.moderation} IS NULL AND EXISTS (SELECT 1 FROM ${postTargets} WHERE ${postTargets.postId} = ${posts.id} AND ${postTargets.platform} = 'feed' AND ${postTargets.status} = 'published'))`;
}

/** A keyset position: the exact database timestamp (as text) and the row's id. */
export interface TKey {
  at: string;
  id: string;
}

const feedColumns = {
  id: posts.id,
  authorId: posts.authorId,
  businessId: posts.businessId,
  content: posts.content,
  hashtags: posts.hashtags,
  publishedAt: posts.publishedAt,
  keyAt: sql<string>`${posts.publishedAt}::text`,
  repostOf: posts.repostOf,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  shareCount: posts.shareCount,
  viewCount: posts.viewCount,
};

export type TFeedRow = {
  id: string;
  authorId: string;
  businessId: string | null;
  content: string;
  hashtags: string[];
  publishedAt: Date | null;
  keyAt: string;
  repostOf: string | null;
  likeCount: number;
  commentCount: number;
  shareCount: number;
  viewCount: number;
};

/** Whose posts a list shows: the viewer's feed, one person's own posts, or one business's. */
export type TFeedScope =
  | { kind: 'feed'; viewerId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'business'; businessId: string };

function scopeOf(db: TExecutor, scope: TFeedScope): SQL | undefined {
  if (scope.kind === 'user') return and(eq(posts.authorId, scope.userId), isNull(posts.businessId));
  if (scope.kind === 'business') return eq(posts.businessId, scope.businessId);
  const followedPeople = db
    .select({ id: follows.userId })
    .from(follows)
    .where(and(eq(follows.followerId, scope.viewerId), isNotNull(follows.userId)));
  const followedBusinesses = db
    .select({ id: follows.businessId })
    .from(follows)
    .where(and(eq(follows.followerId, scope.viewerId), isNotNull(follows.businessId)));
  return or(
    eq(posts.authorId, scope.viewerId),
    and(isNull(posts.businessId), inArray(posts.authorId, followedPeople)),
    inArray(posts.businessId, followedBusinesses),
  );
}

/** One page of feed posts, newest first, after `key`; `limit + 1` rows tell whether more follow. */
export async function listFeedRows(
  db: TExecutor,
  scope: TFeedScope,
  key: TKey | null,
  limit: number,
): Promise<TFeedRow[]> {
  return db
    .select(feedColumns)
    .from(posts)
    .where(
      and(
        inFeed(),
        scopeOf(db, scope),
        key
          ? sql`(${posts.publishedAt}, ${posts.id}) < (${key.at}::timestamptz, ${key.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit + 1);
}

export async function findFeedRows(db: TExecutor, ids: string[]): Promise<TFeedRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(feedColumns)
    .from(posts)
    .where(and(inArray(posts.id, ids), inFeed()));
}

/**
 * A post in the feed, or undefined. Writes pass `lock`: a key-share lock keeps the post from being
 * deleted until they commit (their likes, comments and counts refer to it) without serialising them.
 */
export async function findFeedPost(db: TExecutor, id: string, lock = false) {
  const query = db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      businessId: posts.businessId,
      repostOf: posts.repostOf,
    })
    .from(posts)
    .where(and(eq(posts.id, id), inFeed()))
    .limit(1);
  const [row] = lock ? await query.for('key share') : await query;
  return row;
}

export async function findPeople(db: TExecutor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, identityVerifiedAt: users.identityVerifiedAt })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function findPerson(db: TExecutor, id: string) {
  const [row] = await findPeople(db, [id]);
  return row;
}

const businessColumns = {
  id: businesses.id,
  ownerId: businesses.ownerId,
  name: businesses.name,
  slug: businesses.slug,
  kind: businesses.kind,
  logoKey: businesses.logoKey,
  logoThumbKey: businesses.logoThumbKey,
  verified: businesses.verified,
};

export async function findBusinessCards(db: TExecutor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(businessColumns).from(businesses).where(inArray(businesses.id, ids));
}

/** A business people can follow (directory businesses, not personal seller profiles; not suspended). */
export async function findFollowableBusiness(db: TExecutor, id: string) {
  const [row] = await db
    .select(businessColumns)
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.kind, 'business'), isNull(businesses.suspendedAt)))
    .limit(1);
  return row;
}

export async function listMedia(db: TExecutor, postIds: string[]) {
  if (postIds.length === 0) return [];
  return db
    .select()
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.position), asc(postMedia.createdAt));
}

export async function listMentions(db: TExecutor, postIds: string[]) {
  if (postIds.length === 0) return [];
  return db
    .select({ postId: postMentions.postId, id: businesses.id, name: businesses.name, slug: businesses.slug })
    .from(postMentions)
    .innerJoin(businesses, eq(businesses.id, postMentions.businessId))
    .where(inArray(postMentions.postId, postIds));
}

/** Of `postIds`, those `userId` likes. */
export async function likedAmong(db: TExecutor, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(and(eq(postLikes.userId, userId), inArray(postLikes.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}

/** Of `postIds`, those `userId` has shared (a repost of theirs exists). */
export async function sharedAmong(db: TExecutor, userId: string, postIds: string[]): Promise<Set<string>> {
  if (postIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ postId: posts.repostOf })
    .from(posts)
    .where(and(eq(posts.authorId, userId), inArray(posts.repostOf, postIds), inFeed()));
  return new Set(rows.flatMap((row) => (row.postId ? [row.postId] : [])));
}

/**
 * Records a view of each post by `viewerId` (once per post and UTC day, the unique index) and
 * bumps `view_count` only for views that are new: one statement.
 */
export async function recordViews(db: TExecutor, viewerId: string, postIds: string[]): Promise<void> {
  if (postIds.length === 0) return;
  const ids = sql.join(
    postIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await db.execute(sql`
    WITH new_views AS (
      INSERT INTO ${postEvents} (post_id, type, platform, user_id)
      SELECT id, 'view', 'feed', ${viewerId}::uuid FROM unnest(ARRAY[${ids}]) AS id
      ON CONFLICT (post_id, user_id, day) WHERE type = 'view' AND user_id IS NOT NULL DO NOTHING
      RETURNING post_id
    )
    UPDATE ${posts} SET view_count = view_count + 1 WHERE id IN (SELECT post_id FROM new_views)`);
}

export async function insertEvent(
  db: TExecutor,
  postId: string,
  type: 'like' | 'comment' | 'share',
  userId: string,
): Promise<void> {
  await db.insert(postEvents).values({ postId, type, userId, platform: 'feed' });
}

/** Adds `delta` to one of a post's counts (never below zero) and answers the new value. */
export async function bumpCount(
  db: TExecutor,
  postId: string,
  column: 'likeCount' | 'commentCount' | 'shareCount',
  delta: number,
): Promise<number> {
  const target = posts[column];
  const [row] = await db
    .update(posts)
    .set({ [column]: sql`greatest(${target} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
    .returning({ value: target });
  return row?.value ?? 0;
}

export async function readCount(
  db: TExecutor,
  postId: string,
  column: 'likeCount' | 'commentCount' | 'shareCount',
): Promise<number> {
  const [row] = await db.select({ value: posts[column] }).from(posts).where(eq(posts.id, postId));
  return row?.value ?? 0;
}

/* Follows */

/** Follows matching `where`. */
async function countFollows(db: TExecutor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(follows).where(where);
  return row?.n ?? 0;
}

export const countFollowersOfUser = (db: TExecutor, userId: string): Promise<number> =>
  countFollows(db, eq(follows.userId, userId));

export const countFollowersOfBusiness = (db: TExecutor, businessId: string): Promise<number> =>
  countFollows(db, eq(follows.businessId, businessId));

/** People and businesses `userId` follows. */
export const countFollowing = (db: TExecutor, userId: string): Promise<number> =>
  countFollows(db, eq(follows.followerId, userId));

/** Posts a list of `scope` shows (same rule as the list). */
export async function countFeedPosts(
  db: TExecutor,
  scope: Exclude<TFeedScope, { kind: 'feed' }>,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(and(inFeed(), scopeOf(db, scope)));
  return row?.n ?? 0;
}

export async function isFollowing(
  db: TExecutor,
  followerId: string,
  subject: { userId: string } | { businessId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, followerId),
        'userId' in subject ? eq(follows.userId, subject.userId) : eq(follows.businessId, subject.businessId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Answers true when the follow is new. */
export async function insertFollow(
  db: TExecutor,
  followerId: string,
  subject: { userId: string } | { businessId: string },
): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, ...subject })
    .onConflictDoNothing()
    .returning({ id: follows.id });
  return rows.length > 0;
}

export async function deleteFollow(
  db: TExecutor,
  followerId: string,
  subject: { userId: string } | { businessId: string },
): Promise<void> {
  await db
    .delete(follows)
    .where(
      and(
        eq(follows.followerId, followerId),
        'userId' in subject ? eq(follows.userId, subject.userId) : eq(follows.businessId, subject.businessId),
      ),
    );
}

/* Notifications grouped in time */

/** Serialises writers of the same key until the transaction ends. */
export async function lockKey(db: TExecutor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/* Likes */

export async function insertLike(db: TExecutor, postId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

export async function deleteLike(db: TExecutor, postId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  return rows.length > 0;
}

/* Comments */

export type TCommentRow = typeof postComments.$inferSelect;

export async function listTopComments(
  db: TExecutor,
  postId: string,
  key: TKey | null,
  limit: number,
): Promise<(TCommentRow & { keyAt: string; replyCount: number })[]> {
  return db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      authorId: postComments.authorId,
      parentId: postComments.parentId,
      body: postComments.body,
      createdAt: postComments.createdAt,
      updatedAt: postComments.updatedAt,
      deletedAt: postComments.deletedAt,
      moderation: postComments.moderation,
      moderationReason: postComments.moderationReason,
      moderatedAt: postComments.moderatedAt,
      keyAt: sql<string>`${postComments.createdAt}::text`,
      replyCount: sql<number>`(SELECT count(*)::int FROM post_comments r WHERE r.parent_id = post_comments.id AND r.deleted_at IS NULL AND r.moderation IS NULL)`,
    })
    .from(postComments)
    .where(
      and(
        eq(postComments.postId, postId),
        isNull(postComments.parentId),
        isNull(postComments.moderation),
        key
          ? sql`(${postComments.createdAt}, ${postComments.id}) > (${key.at}::timestamptz, ${key.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(postComments.createdAt), asc(postComments.id))
    .limit(limit + 1);
}

/** The oldest `perParent` live replies of each comment. */
export async function listReplies(
  db: TExecutor,
  parentIds: string[],
  perParent: number,
): Promise<TCommentRow[]> {
  if (parentIds.length === 0) return [];
  const ranked = db
    .select({
      id: postComments.id,
      rank: sql<number>`row_number() over (partition by ${postComments.parentId} order by ${postComments.createdAt}, ${postComments.id})`.as(
        'rank',
      ),
    })
    .from(postComments)
    .where(
      and(
        inArray(postComments.parentId, parentIds),
        isNull(postComments.deletedAt),
        isNull(postComments.moderation),
      ),
    )
    .as('ranked');
  return db
    .select({
      id: postComments.id,
      postId: postComments.postId,
      authorId: postComments.authorId,
      parentId: postComments.parentId,
      body: postComments.body,
      createdAt: postComments.createdAt,
      updatedAt: postComments.updatedAt,
      deletedAt: postComments.deletedAt,
      moderation: postComments.moderation,
      moderationReason: postComments.moderationReason,
      moderatedAt: postComments.moderatedAt,
    })
    .from(postComments)
    .innerJoin(ranked, eq(ranked.id, postComments.id))
    .where(sql`${ranked.rank} <= ${perParent}`)
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
}

export async function findComment(db: TExecutor, id: string, forUpdate = false) {
  const query = db.select().from(postComments).where(eq(postComments.id, id)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function insertComment(
  db: TExecutor,
  values: { postId: string; authorId: string; parentId: string | null; body: string },
): Promise<TCommentRow> {
  const [row] = await db.insert(postComments).values(values).returning();
  if (!row) throw new Error('insert into post_comments returned nothing');
  return row;
}

export async function countLiveReplies(db: TExecutor, parentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(postComments)
    .where(and(eq(postComments.parentId, parentId), isNull(postComments.deletedAt)));
  return row?.n ?? 0;
}

export async function softDeleteComment(db: TExecutor, id: string): Promise<void> {
  await db
    .update(postComments)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(postComments.id, id));
}

export async function hardDeleteComment(db: TExecutor, id: string): Promise<void> {
  await db.delete(postComments).where(eq(postComments.id, id));
}

export async function findPostAuthor(db: TExecutor, postId: string): Promise<string | undefined> {
  const [row] = await db.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, postId));
  return row?.authorId;
}

/* Shares */

export async function hasShared(db: TExecutor, userId: string, postId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.authorId, userId), eq(posts.repostOf, postId)))
    .limit(1);
  return row !== undefined;
}

/** A repost published to the feed at once (its feed target published with it). */
export async function insertRepost(
  db: TExecutor,
  values: { authorId: string; repostOf: string; content: string; hashtags: string[] },
): Promise<string> {
  const now = new Date();
  const [row] = await db
    .insert(posts)
    .values({ ...values, status: 'published', publishedAt: now })
    .returning({ id: posts.id });
  if (!row) throw new Error('insert into posts returned nothing');
  await db
    .insert(postTargets)
    .values({ postId: row.id, platform: 'feed', status: 'published', publishedAt: now });
  return row.id;
}

/* Moderation (issue 17): staff hide or remove posts and comments through these. */

export type TModeration = { state: 'hidden' | 'removed'; reason: string } | null;

function moderationValues(moderation: TModeration) {
  return moderation
    ? { moderation: moderation.state, moderationReason: moderation.reason, moderatedAt: new Date() }
    : { moderation: null, moderationReason: null, moderatedAt: null };
}

/** A post's author and words, whatever its state (staff's preview and the owner's notice). */
export async function findPostForModeration(db: TExecutor, id: string) {
  const [row] = await db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      content: posts.content,
      moderation: posts.moderation,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row;
}

/** Sets or clears a post's moderation; it leaves (or comes back to) the feed, counts and threads. */
export async function setPostModeration(
  db: TExecutor,
  id: string,
  moderation: TModeration,
): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set(moderationValues(moderation))
    .where(eq(posts.id, id))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/**
 * Sets or clears a comment's moderation. A live comment hidden leaves its post's comment count (and
 * comes back to it when restored); its replies are not shown under a hidden comment.
 */
export async function setCommentModeration(
  db: TExecutor,
  id: string,
  moderation: TModeration,
): Promise<boolean> {
  const comment = await findComment(db, id, true);
  if (!comment) return false;
  await db.update(postComments).set(moderationValues(moderation)).where(eq(postComments.id, id));
  if (comment.deletedAt === null && (comment.moderation === null) !== (moderation === null)) {
    await bumpCount(db, comment.postId, 'commentCount', moderation ? -1 : 1);
  }
  return true;
}
