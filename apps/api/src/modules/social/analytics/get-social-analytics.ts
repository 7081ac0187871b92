import {
  BEST_TIMES_MIN_BUCKET,
  BEST_TIMES_MIN_POSTS,
  SOCIAL_ANALYTICS_CSV_MAX,
  SOCIAL_TOP_POSTS,
  type TSocialAnalytics,
  type TSocialBestTimes,
  type TSocialDay,
  type TSocialPlatformRow,
  type TSocialTimeBucket,
  type TSocialTotals,
  type ZSocialAnalyticsQuerySchema,
} from '@haat/shared';
import { SOCIAL_PLATFORMS, type TSocialPlatform } from '@haat/shared/social/constants';
import { addDays, fromWallClock, toWallClock } from '@haat/shared/social/wall-clock';
import type { z } from 'zod';
import type { TDeps } from '../../../lib/deps.ts';
import { requireTimeZone } from '../../../lib/time-zones.ts';
import { requireOwnedBusiness } from '../../directory/get-business.ts';
import {
  eventsByDay,
  followsByDay,
  listPostFigures,
  postsByDay,
  type TAnalyticsScope,
  type TPostFigures,
  type TWindow,
  targetsByPlatform,
} from './repository.ts';

type TQuery = z.output<typeof ZSocialAnalyticsQuerySchema>;
const DEFAULT_TIME_ZONE = 'Asia/Dhaka';
const EXCERPT_LENGTH = 80;

/** What the analytics and the CSV read first: whose posts, which days, in which zone. */
export interface TAnalyticsRange {
  scope: TAnalyticsScope;
  businessId: string | null;
  days: number;
  timeZone: string;
  /** First and last day shown (`YYYY-MM-DD`), and the first day of the range before. */
  from: string;
  to: string;
  previousFrom: string;
  /** The shown days; the previous range and the shown days together. */
  current: TWindow;
  both: TWindow;
}

/**
 * Checks the query against the person (a business must be theirs: 404 otherwise; the zone must be
 * one PostgreSQL and Intl both know: 422) and works out the days: the last `days` days in the zone,
 * today included, and as many before them.
 */
export async function resolveRange(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  query: TQuery,
  now: Date,
): Promise<TAnalyticsRange> {
  const timeZone = await requireTimeZone(deps.db, query.time_zone || DEFAULT_TIME_ZONE, 'time_zone');
  const businessId = query.business_id ?? null;
  if (businessId) await requireOwnedBusiness(deps, userId, businessId);
  const to = toWallClock(now, timeZone).slice(0, 10);
  const from = addDays(to, -(query.days - 1));
  const previousFrom = addDays(from, -query.days);
  const at = (day: string) => {
    const instant = fromWallClock(day, timeZone);
    if (!instant) throw new Error(`no midnight for ${day} in ${timeZone}`);
    return instant;
  };
  const end = at(addDays(to, 1));
  return {
    scope: businessId ? { businessId } : { userId },
    businessId,
    days: query.days,
    timeZone,
    from,
    to,
    previousFrom,
    current: { start: at(from), end, timeZone },
    both: { start: at(previousFrom), end, timeZone },
  };
}

/** The first words of a post, on one line, cut at a word. */
export function excerptOf(content: string, length = EXCERPT_LENGTH): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= length) return line;
  const cut = line.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const engagementOf = (post: Pick<TPostFigures, 'likes' | 'comments' | 'shares'>) =>
  post.likes + post.comments + post.shares;

function buckets(posts: TPostFigures[], size: number, of: (post: TPostFigures) => number) {
  const list = Array.from({ length: size }, (_, at) => ({ at, posts: 0, total: 0 }));
  for (const post of posts) {
    const bucket = list[of(post)];
    if (!bucket) continue;
    bucket.posts += 1;
    bucket.total += engagementOf(post);
  }
  return list.map(
    ({ at, posts: n, total }): TSocialTimeBucket => ({
      at,
      posts: n,
      engagement: n === 0 ? 0 : Math.round((total / n) * 10) / 10,
    }),
  );
}

/**
 * The best (up to three) of buckets with enough posts, by engagement per post, then by posts; none
 * when fewer than two buckets can be compared (posts all went out at one time) or none had any.
 */
function best(list: TSocialTimeBucket[]): number[] {
  const compared = list.filter((bucket) => bucket.posts >= BEST_TIMES_MIN_BUCKET);
  if (compared.length < 2) return [];
  return compared
    .filter((bucket) => bucket.engagement > 0)
    .sort((a, b) => b.engagement - a.engagement || b.posts - a.posts || a.at - b.at)
    .slice(0, 3)
    .map((bucket) => bucket.at);
}

/** Engagement per post by the weekday and hour (in the zone) posts went out; none named below a threshold. */
export function bestTimes(posts: TPostFigures[]): TSocialBestTimes {
  const weekdays = buckets(posts, 7, (post) => post.weekday);
  const hours = buckets(posts, 24, (post) => post.hour);
  const enough = posts.length >= BEST_TIMES_MIN_POSTS;
  return {
    enough,
    posts: posts.length,
    min_posts: BEST_TIMES_MIN_POSTS,
    weekdays,
    hours,
    best_weekdays: enough ? best(weekdays) : [],
    best_hours: enough ? best(hours) : [],
  };
}

const emptyTotals = (): TSocialTotals => ({
  posts: 0,
  views: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  followers: 0,
});

const EVENT_FIELD = { view: 'views', like: 'likes', comment: 'comments', share: 'shares' } as const;

/**
 * `GET /api/social/analytics`: the person's posts (or one of their businesses') over the last 7, 30
 * or 90 days in their zone. Totals and the per-day series count what happened in the days on any
 * of the posts (the community feed's events; followers gained); the per-platform table and the top
 * posts are about posts published in the days, with the platforms' own figures where they told.
 */
export async function getSocialAnalytics(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  query: TQuery,
  now: Date = new Date(),
): Promise<TSocialAnalytics> {
  const range = await resolveRange(deps, userId, query, now);
  const [events, published, follows, targets, posts] = await Promise.all([
    eventsByDay(deps.db, range.scope, range.both),
    postsByDay(deps.db, range.scope, range.both),
    followsByDay(deps.db, range.scope, range.both),
    targetsByPlatform(deps.db, range.scope, range.current),
    listPostFigures(deps.db, range.scope, range.current, SOCIAL_ANALYTICS_CSV_MAX),
  ]);

  const days = new Map<string, TSocialDay>();
  for (let day = range.previousFrom; day <= range.to; day = addDays(day, 1))
    days.set(day, { day, ...emptyTotals() });
  const feedEvents = emptyTotals();
  for (const row of events) {
    const field = EVENT_FIELD[row.type as keyof typeof EVENT_FIELD];
    const point = days.get(row.day);
    if (!field || !point) continue;
    point[field] += row.n;
    if (row.platform === 'feed' && row.day >= range.from) feedEvents[field] += row.n;
  }
  for (const row of published) {
    const point = days.get(row.day);
    if (point) point.posts += row.n;
  }
  for (const row of follows) {
    const point = days.get(row.day);
    if (point) point.followers += row.n;
  }

  const all = [...days.values()];
  const sum = (points: TSocialDay[]) =>
    points.reduce((total, point) => {
      for (const key of Object.keys(total) as (keyof TSocialTotals)[]) total[key] += point[key];
      return total;
    }, emptyTotals());
  const series = all.filter((point) => point.day >= range.from);

  const byPlatform = new Map(targets.map((row) => [row.platform, row]));
  const platforms = SOCIAL_PLATFORMS.map((platform: TSocialPlatform): TSocialPlatformRow => {
    const row = byPlatform.get(platform);
    if (platform === 'feed')
      return {
        platform,
        posts: row?.posts ?? 0,
        views: feedEvents.views,
        likes: feedEvents.likes,
        comments: feedEvents.comments,
        shares: feedEvents.shares,
      };
    return {
      platform,
      posts: row?.posts ?? 0,
      views: row?.views ?? null,
      likes: row?.likes ?? null,
      comments: row?.comments ?? null,
      shares: row?.shares ?? null,
    };
  });

  const top = [...posts]
    .sort(
      (a, b) =>
        engagementOf(b) - engagementOf(a) ||
        b.views - a.views ||
        b.publishedAt.getTime() - a.publishedAt.getTime(),
    )
    .slice(0, SOCIAL_TOP_POSTS);

  return {
    days: range.days,
    time_zone: range.timeZone,
    business_id: range.businessId,
    from: range.from,
    to: range.to,
    totals: sum(series),
    previous: sum(all.filter((point) => point.day < range.from)),
    series,
    best_times: bestTimes(posts),
    platforms,
    top_posts: top.map((post) => ({
      id: post.id,
      excerpt: excerptOf(post.content),
      repost: post.repost,
      published_at: post.publishedAt.toISOString(),
      platforms: post.platforms.filter((platform): platform is TSocialPlatform =>
        (SOCIAL_PLATFORMS as readonly string[]).includes(platform),
      ),
      views: post.views,
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
    })),
  };
}
