import type { ZPostCalendarQuerySchema, ZPostListQuerySchema } from '@haat/shared';
import {
  DEFAULT_TIME_ZONE,
  isTimeZone,
  POST_CALENDAR_MAX_DAYS,
  type TLanguageCode,
  type TPageMeta,
  type TPost,
  type TPostCalendar,
} from '@haat/shared';
import {
  addDays,
  canonicalTimeZone,
  daysBetween,
  fromWallClock,
  parseWallClock,
  toWallClock,
} from '@haat/shared/social/wall-clock';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import type { TPostDeps } from './post-deps.ts';
import { presentPost, presentPosts } from './present-post.ts';
import { findOwnedPost, listCalendarPosts, listOwnedPosts, listUpcomingPosts } from './repository.ts';

const UPCOMING = 10;
/** Posts one calendar answer holds at most (two months of a busy schedule). */
const CALENDAR_MAX_POSTS = 1000;

export async function getOwnPost(
  deps: TPostDeps,
  userId: string,
  id: string,
  lang: TLanguageCode,
): Promise<TPost> {
  const row = await findOwnedPost(deps.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  return presentPost(deps, row, lang);
}

/** The author's posts of one status (or all), newest first; scheduled ones by due time. */
export async function listOwnPosts(
  deps: TPostDeps,
  userId: string,
  query: z.output<typeof ZPostListQuerySchema>,
  lang: TLanguageCode,
): Promise<{ success: true; data: TPost[]; meta: TPageMeta }> {
  const { rows, total } = await listOwnedPosts(deps.db, userId, {
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    success: true,
    data: await presentPosts(deps, rows, lang),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}

/** The next scheduled posts, soonest first. */
export async function listUpcoming(deps: TPostDeps, userId: string, lang: TLanguageCode): Promise<TPost[]> {
  return presentPosts(deps, await listUpcomingPosts(deps.db, userId, UPCOMING), lang);
}

/**
 * The author's scheduled and published posts on the days `from`…`to` (both included, at most 62) as
 * lived in `time_zone`, each with its time in that zone.
 */
export async function listCalendar(
  deps: TPostDeps,
  userId: string,
  query: z.output<typeof ZPostCalendarQuerySchema>,
  lang: TLanguageCode,
): Promise<TPostCalendar> {
  const errors: Record<string, string> = {};
  const zone = query.time_zone
    ? isTimeZone(query.time_zone)
      ? canonicalTimeZone(query.time_zone)
      : undefined
    : DEFAULT_TIME_ZONE;
  if (!zone) errors.time_zone = 'validation.time_zone';
  if (!parseWallClock(query.from)) errors.from = 'validation.date';
  if (!parseWallClock(query.to)) errors.to = 'validation.date';
  else if (!errors.from) {
    const days = daysBetween(query.from, query.to);
    if (days < 0) errors.to = 'social.posts.calendar_order';
    else if (days + 1 > POST_CALENDAR_MAX_DAYS) errors.to = 'social.posts.calendar_range';
  }
  if (Object.keys(errors).length > 0 || !zone)
    throw new AppError('VALIDATION_FAILED', 'api.validation_failed', {
      errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])),
      values: { max: POST_CALENDAR_MAX_DAYS },
    });
  const start = fromWallClock(query.from, zone);
  const end = fromWallClock(addDays(query.to, 1), zone);
  if (!start || !end) throw AppError.fields({ from: 'validation.date' });
  const rows = await listCalendarPosts(deps.db, userId, start, end, CALENDAR_MAX_POSTS);
  const presented = await presentPosts(deps, rows, lang);
  return {
    from: query.from,
    to: query.to,
    time_zone: zone,
    entries: rows.flatMap((row, index) => {
      const at = row.status === 'published' ? row.publishedAt : row.scheduledAt;
      const post = presented[index];
      return at && post ? [{ at: at.toISOString(), local: toWallClock(at, zone), post }] : [];
    }),
  };
}
