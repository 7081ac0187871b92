import { z } from 'zod';
import { SOCIAL_PLATFORMS, SOCIAL_RANGES } from './constants.ts';

/*
 * Social analytics (issue 16 item 6): what a person's posts did over the last 7, 30 or 90 days, as
 * themselves or as one of their businesses. Days are lived in the time zone asked for; totals come
 * with the same figures for the days just before, for the "+12%" beside each.
 */

/** Fewer posts published in the days than this: no best day or hour is named ("not enough data"). */
export const BEST_TIMES_MIN_POSTS = 5;
/** A weekday or hour is only named best when at least this many posts went out in it. */
export const BEST_TIMES_MIN_BUCKET = 2;
/** Posts in the top list (the CSV has every post of the days, up to `SOCIAL_ANALYTICS_CSV_MAX`). */
export const SOCIAL_TOP_POSTS = 20;
export const SOCIAL_ANALYTICS_CSV_MAX = 5000;

/** `GET /api/social/analytics` and `GET /api/social/analytics.csv`. */
export const ZSocialAnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'validation.range' })
    .refine((value) => (SOCIAL_RANGES as readonly number[]).includes(value), { error: 'validation.range' })
    .default(30),
  /** One of the person's businesses; absent (or empty) for their own posts as themselves. */
  business_id: z
    .union([z.literal(''), z.uuid({ error: 'validation.invalid' })], { error: 'validation.invalid' })
    .optional()
    .transform((value) => value || undefined),
  /** The IANA zone the days and hours are lived in (default `Asia/Dhaka`). */
  time_zone: z
    .string({ error: 'validation.time_zone' })
    .trim()
    .max(64, { error: 'validation.time_zone' })
    .optional(),
});
export type TSocialAnalyticsQuery = z.input<typeof ZSocialAnalyticsQuerySchema>;

const count = z.number().int();

export const ZSocialTotalsSchema = z.object({
  /** Posts published in the days. */
  posts: count,
  views: count,
  likes: count,
  comments: count,
  shares: count,
  /** New followers who still follow. */
  followers: count,
});
export type TSocialTotals = z.infer<typeof ZSocialTotalsSchema>;

export const ZSocialDaySchema = ZSocialTotalsSchema.extend({ day: z.string() });
export type TSocialDay = z.infer<typeof ZSocialDaySchema>;

/** Posts published at one weekday or hour, and their engagement (likes + comments + shares) per post. */
export const ZSocialTimeBucketSchema = z.object({
  /** 0 = Sunday … 6 = Saturday, or the hour 0–23. */
  at: count,
  posts: count,
  engagement: z.number(),
});
export type TSocialTimeBucket = z.infer<typeof ZSocialTimeBucketSchema>;

export const ZSocialBestTimesSchema = z.object({
  /** Enough posts to name best times (`posts` ≥ `min_posts`). */
  enough: z.boolean(),
  posts: count,
  min_posts: count,
  /** Seven weekdays, Sunday first. */
  weekdays: z.array(ZSocialTimeBucketSchema),
  /** Twenty-four hours, midnight first. */
  hours: z.array(ZSocialTimeBucketSchema),
  /**
   * Up to three best weekdays and hours, best first; empty when there is not enough data or nothing
   * to compare (fewer than two weekdays or hours with `BEST_TIMES_MIN_BUCKET` posts).
   */
  best_weekdays: z.array(count),
  best_hours: z.array(count),
});
export type TSocialBestTimes = z.infer<typeof ZSocialBestTimesSchema>;

/** One platform's figures; null means the platform did not tell (unknown, not 0). */
export const ZSocialPlatformRowSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS),
  posts: count,
  views: count.nullable(),
  likes: count.nullable(),
  comments: count.nullable(),
  shares: count.nullable(),
});
export type TSocialPlatformRow = z.infer<typeof ZSocialPlatformRowSchema>;

export const ZSocialPostRowSchema = z.object({
  id: z.uuid(),
  /** The first words of the post. */
  excerpt: z.string(),
  /** A share of another post. */
  repost: z.boolean(),
  published_at: z.string(),
  platforms: z.array(z.enum(SOCIAL_PLATFORMS)),
  views: count,
  likes: count,
  comments: count,
  shares: count,
});
export type TSocialPostRow = z.infer<typeof ZSocialPostRowSchema>;

export const ZSocialAnalyticsSchema = z.object({
  days: count,
  time_zone: z.string(),
  business_id: z.uuid().nullable(),
  /** The first and last day (`YYYY-MM-DD`, in `time_zone`); the last is today. */
  from: z.string(),
  to: z.string(),
  totals: ZSocialTotalsSchema,
  /** The same figures for the `days` days just before `from`. */
  previous: ZSocialTotalsSchema,
  /** One point per day, oldest first, days without activity included. */
  series: z.array(ZSocialDaySchema),
  best_times: ZSocialBestTimesSchema,
  platforms: z.array(ZSocialPlatformRowSchema),
  /** Posts published in the days with the most engagement, at most 20. */
  top_posts: z.array(ZSocialPostRowSchema),
});
export type TSocialAnalytics = z.infer<typeof ZSocialAnalyticsSchema>;
