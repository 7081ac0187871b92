import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';

/*
 * Analytics' queries. Each is bounded by a time range of at most 180 days (the range asked for and
 * the one before it) and by the person's own posts: events are found through
 * `post_events_post_idx` (post, time) or `post_events_occurred_idx`, posts through
 * `posts_author_status_idx` / `posts_business_published_idx`, follows through their subject's index.
 */

/** Whose posts: the person's own as themselves, or one business's. */
export type TAnalyticsScope = { userId: string } | { businessId: string };

/** The condition on `p` (posts) of a scope. */
function postsOf(scope: TAnalyticsScope): SQL {
  return 'businessId' in scope
    ? sql`p.business_id = ${scope.businessId}::uuid`
    : sql`p.author_id = ${scope.userId}::uuid AND p.business_id IS NULL`;
}

export interface TWindow {
  /** Inclusive start, exclusive end. */
  start: Date;
  end: Date;
  timeZone: string;
}

/**
 * Views, likes, comments and shares of the scope's posts per local day, type and platform. Likes
 * count once per person, post and day (liking, unliking and liking again is one like).
 */
export async function eventsByDay(db: TExecutor, scope: TAnalyticsScope, window: TWindow) {
  const result = await db.execute<{ day: string; type: string; platform: string; n: number }>(sql`
    SELECT to_char((e.occurred_at AT TIME ZONE ${window.timeZone})::date, 'YYYY-MM-DD') AS day,
      e.type, e.platform,
      CASE WHEN e.type = 'like' THEN count(DISTINCT (e.post_id, e.user_id)) ELSE count(*) END::int AS n
    FROM post_events e
    JOIN posts p ON p.id = e.post_id
    WHERE ${postsOf(scope)}
      AND e.occurred_at >= ${window.start.toISOString()}::timestamptz
      AND e.occurred_at < ${window.end.toISOString()}::timestamptz
      AND e.type IN ('view', 'like', 'comment', 'share')
    GROUP BY 1, 2, 3`);
  return result.rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** Posts published per local day. */
export async function postsByDay(db: TExecutor, scope: TAnalyticsScope, window: TWindow) {
  const result = await db.execute<{ day: string; n: number }>(sql`
    SELECT to_char((p.published_at AT TIME ZONE ${window.timeZone})::date, 'YYYY-MM-DD') AS day,
      count(*)::int AS n
    FROM posts p
    WHERE ${postsOf(scope)} AND p.status = 'published'
      AND p.published_at >= ${window.start.toISOString()}::timestamptz
      AND p.published_at < ${window.end.toISOString()}::timestamptz
    GROUP BY 1`);
  return result.rows.map((row) => ({ day: row.day, n: Number(row.n) }));
}

/** New follows (still there) per local day, of the person or of the business. */
export async function followsByDay(db: TExecutor, scope: TAnalyticsScope, window: TWindow) {
  const subject =
    'businessId' in scope
      ? sql`f.business_id = ${scope.businessId}::uuid`
      : sql`f.user_id = ${scope.userId}::uuid`;
  const result = await db.execute<{ day: string; n: number }>(sql`
    SELECT to_char((f.created_at AT TIME ZONE ${window.timeZone})::date, 'YYYY-MM-DD') AS day,
      count(*)::int AS n
    FROM follows f
    WHERE ${subject}
      AND f.created_at >= ${window.start.toISOString()}::timestamptz
      AND f.created_at < ${window.end.toISOString()}::timestamptz
    GROUP BY 1`);
  return result.rows.map((row) => ({ day: row.day, n: Number(row.n) }));
}

/** The sum of one numeric key of the targets' `metrics` (null when no target has it). */
function metric(key: 'views' | 'likes' | 'comments' | 'shares', externalOnly = false): SQL {
  const external = externalOnly ? `t.platform <> 'feed' AND ` : '';
  return sql.raw(
    `sum(CASE WHEN ${external}jsonb_typeof(t.metrics -> '${key}') = 'number' THEN (t.metrics ->> '${key}')::numeric END)::bigint`,
  );
}

/**
 * Per platform, the targets published of the posts published in the window, and the platforms' own
 * figures read back (`metrics`; null when none told).
 */
export async function targetsByPlatform(db: TExecutor, scope: TAnalyticsScope, window: TWindow) {
  const result = await db.execute<{
    platform: string;
    posts: number;
    views: string | null;
    likes: string | null;
    comments: string | null;
    shares: string | null;
  }>(sql`
    SELECT t.platform, count(*)::int AS posts,
      ${metric('views')} AS views, ${metric('likes')} AS likes,
      ${metric('comments')} AS comments, ${metric('shares')} AS shares
    FROM post_targets t
    JOIN posts p ON p.id = t.post_id
    WHERE ${postsOf(scope)} AND p.status = 'published' AND t.status = 'published'
      AND p.published_at >= ${window.start.toISOString()}::timestamptz
      AND p.published_at < ${window.end.toISOString()}::timestamptz
    GROUP BY t.platform`);
  const number = (value: string | null) => (value === null ? null : Number(value));
  return result.rows.map((row) => ({
    platform: row.platform,
    posts: Number(row.posts),
    views: number(row.views),
    likes: number(row.likes),
    comments: number(row.comments),
    shares: number(row.shares),
  }));
}

export interface TPostFigures {
  id: string;
  content: string;
  repost: boolean;
  publishedAt: Date;
  /** The local wall-clock time it went out (`YYYY-MM-DD HH:MI`), its weekday (0 = Sunday) and hour. */
  local: string;
  weekday: number;
  hour: number;
  platforms: string[];
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/**
 * The posts published in the window, newest first (at most `limit`), each with its counts: the
 * feed's (as the feed shows them) plus what connected platforms told.
 */
export async function listPostFigures(
  db: TExecutor,
  scope: TAnalyticsScope,
  window: TWindow,
  limit: number,
): Promise<TPostFigures[]> {
  const tz = window.timeZone;
  const result = await db.execute<{
    id: string;
    content: string;
    repost: boolean;
    published_at: string;
    local: string;
    weekday: number;
    hour: number;
    platforms: string[] | null;
    views: string;
    likes: string;
    comments: string;
    shares: string;
  }>(sql`
    SELECT p.id, p.content, p.repost_of IS NOT NULL AS repost, p.published_at,
      to_char(p.published_at AT TIME ZONE ${tz}, 'YYYY-MM-DD HH24:MI') AS local,
      extract(dow FROM p.published_at AT TIME ZONE ${tz})::int AS weekday,
      extract(hour FROM p.published_at AT TIME ZONE ${tz})::int AS hour,
      x.platforms,
      p.view_count + coalesce(x.views, 0) AS views,
      p.like_count + coalesce(x.likes, 0) AS likes,
      p.comment_count + coalesce(x.comments, 0) AS comments,
      p.share_count + coalesce(x.shares, 0) AS shares
    FROM posts p
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT t.platform ORDER BY t.platform) FILTER (WHERE t.status = 'published') AS platforms,
        ${metric('views', true)} AS views,
        ${metric('likes', true)} AS likes,
        ${metric('comments', true)} AS comments,
        ${metric('shares', true)} AS shares
      FROM post_targets t WHERE t.post_id = p.id
    ) x ON true
    WHERE ${postsOf(scope)} AND p.status = 'published'
      AND p.published_at >= ${window.start.toISOString()}::timestamptz
      AND p.published_at < ${window.end.toISOString()}::timestamptz
    ORDER BY p.published_at DESC, p.id DESC
    LIMIT ${limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    content: row.content,
    repost: row.repost,
    publishedAt: new Date(row.published_at),
    local: row.local,
    weekday: Number(row.weekday),
    hour: Number(row.hour),
    platforms: row.platforms ?? [],
    views: Number(row.views),
    likes: Number(row.likes),
    comments: Number(row.comments),
    shares: Number(row.shares),
  }));
}
