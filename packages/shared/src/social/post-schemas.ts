import { z } from 'zod';
import { ZPageMetaSchema } from '../http/errors.ts';
import {
  POST_MEDIA_LIMITS,
  POST_STATUSES,
  POST_TARGET_STATUSES,
  POST_TEXT_LIMITS,
  SOCIAL_PLATFORMS,
} from './constants.ts';

/*
 * Social posts (issue 16 items 1–3): what the composer sends and what the API answers. Times are
 * UTC ISO strings; a scheduled post also carries the author's time zone and the wall-clock time they
 * chose in it (`YYYY-MM-DDTHH:mm`). Messages are keys of the shared catalogues.
 */

const INVALID = 'validation.invalid';
const TOO_LONG = 'validation.too_long';

/** The longest text any platform takes; each chosen platform's own limit is checked on save. */
export const POST_CONTENT_MAX = Math.max(...Object.values(POST_TEXT_LIMITS));
/** Connected pages and the feed a post can go to at once. */
export const POST_TARGETS_MAX = 20;
export const POST_MENTIONS_MAX = 20;
/** A scheduled post is due at most this many days ahead. */
export const POST_SCHEDULE_MAX_DAYS = 366;
/** The calendar shows at most this many days at once. */
export const POST_CALENDAR_MAX_DAYS = 62;

export const POST_ACTIONS = ['draft', 'publish', 'schedule'] as const;
export type TPostAction = (typeof POST_ACTIONS)[number];

/** `2026-12-01T09:30`: a wall-clock time without a zone. */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

const zUuid = z.uuid({ error: INVALID });
const zTimeZoneName = z.string({ error: 'validation.time_zone' }).trim().min(1).max(64, { error: TOO_LONG });

/** `POST /api/social/posts` and `PATCH /api/social/posts/:id`. */
export const ZPostInputSchema = z.object({
  content: z
    .string({ error: INVALID })
    .max(POST_CONTENT_MAX, { error: TOO_LONG })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .default(''),
  /** Post as this business of the author; null or absent for the author themselves. */
  business_id: zUuid.nullish(),
  /** `feed` and/or ids of the author's active connected pages. */
  targets: z
    .array(z.union([z.literal('feed'), zUuid], { error: 'social.posts.target_unknown' }), { error: INVALID })
    .max(POST_TARGETS_MAX, { error: INVALID })
    .default([])
    .transform((targets) => [...new Set(targets)]),
  /** Uploaded media in the order shown. */
  media_ids: z
    .array(zUuid, { error: INVALID })
    .max(POST_MEDIA_LIMITS.images, { error: 'social.posts.media_max' })
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, { error: INVALID }),
  /** Businesses the post mentions. */
  mentions: z
    .array(zUuid, { error: INVALID })
    .max(POST_MENTIONS_MAX, { error: INVALID })
    .default([])
    .transform((ids) => [...new Set(ids)]),
  action: z.enum(POST_ACTIONS, { error: INVALID }),
  /** With `schedule`: the author's wall-clock time, `YYYY-MM-DDTHH:mm`. */
  scheduled_for: z
    .string({ error: 'validation.date' })
    .regex(LOCAL_DATE_TIME, { error: 'validation.date' })
    .nullish(),
  /** The author's IANA time zone (e.g. `Asia/Dhaka`): needed with `schedule`. */
  time_zone: zTimeZoneName.nullish(),
});
export type TPostInput = z.input<typeof ZPostInputSchema>;
export type TPostValues = z.output<typeof ZPostInputSchema>;

export const ZPostTargetSchema = z.object({
  id: z.uuid(),
  platform: z.enum(SOCIAL_PLATFORMS),
  connection_id: z.uuid().nullable(),
  /** The page's name (null for the feed). */
  name: z.string().nullable(),
  status: z.enum(POST_TARGET_STATUSES),
  /** Why this target failed, in the reader's language or as the platform said it. */
  error: z.string().nullable(),
  external_url: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type TPostTarget = z.infer<typeof ZPostTargetSchema>;

export const ZPostMediaSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  duration_ms: z.number().int().nullable(),
});
export type TPostMedia = z.infer<typeof ZPostMediaSchema>;

export const ZPostBusinessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
});

export const ZPostSchema = z.object({
  id: z.uuid(),
  status: z.enum(POST_STATUSES),
  content: z.string(),
  business: ZPostBusinessSchema.nullable(),
  targets: z.array(ZPostTargetSchema),
  media: z.array(ZPostMediaSchema),
  mentions: z.array(z.object({ id: z.uuid(), name: z.string(), slug: z.string() })),
  hashtags: z.array(z.string()),
  /** When it is (or was) due, UTC. */
  scheduled_at: z.string().nullable(),
  time_zone: z.string().nullable(),
  /** `scheduled_at` as the author's wall-clock time in `time_zone` (`YYYY-MM-DDTHH:mm`). */
  scheduled_local: z.string().nullable(),
  published_at: z.string().nullable(),
  failure_reason: z.string().nullable(),
  counts: z.object({
    likes: z.number().int(),
    comments: z.number().int(),
    shares: z.number().int(),
    views: z.number().int(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
  /** Hidden or removed by staff, and why (issue 17): out of the feed; only its author sees it here. */
  moderation: z.object({ state: z.enum(['hidden', 'removed']), reason: z.string().nullable() }).optional(),
});
export type TPost = z.infer<typeof ZPostSchema>;

export const POST_LIST_STATUSES = ['draft', 'scheduled', 'published', 'failed'] as const;

/** `GET /api/social/posts`: one list (`scheduled` includes posts being published). */
export const ZPostListQuerySchema = z.object({
  status: z.enum(POST_LIST_STATUSES, { error: INVALID }).optional(),
  page: z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(100_000, { error: INVALID })
    .default(1),
  per_page: z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(100, { error: INVALID })
    .default(20),
});
export type TPostListQuery = z.input<typeof ZPostListQuerySchema>;

export const ZPostListSchema = z.object({
  success: z.literal(true),
  data: z.array(ZPostSchema),
  meta: ZPageMetaSchema,
});

/** `GET /api/social/calendar`: days in the given zone, both ends included. */
export const ZPostCalendarQuerySchema = z.object({
  from: z.string({ error: 'validation.date' }).regex(LOCAL_DATE, { error: 'validation.date' }),
  to: z.string({ error: 'validation.date' }).regex(LOCAL_DATE, { error: 'validation.date' }),
  time_zone: zTimeZoneName.optional(),
});
export type TPostCalendarQuery = z.input<typeof ZPostCalendarQuerySchema>;

/** A post on the calendar: when it is due (scheduled) or went out (published), in the asked zone. */
export const ZPostCalendarEntrySchema = z.object({
  /** UTC. */
  at: z.string(),
  /** `at` in the calendar's zone, `YYYY-MM-DDTHH:mm`. */
  local: z.string(),
  post: ZPostSchema,
});
export type TPostCalendarEntry = z.infer<typeof ZPostCalendarEntrySchema>;

export const ZPostCalendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  entries: z.array(ZPostCalendarEntrySchema),
});
export type TPostCalendar = z.infer<typeof ZPostCalendarSchema>;

/** `PATCH /api/social/media/:id`. */
export const ZPostMediaUpdateSchema = z.object({
  alt: z.string({ error: INVALID }).trim().max(POST_MEDIA_LIMITS.altLength, { error: TOO_LONG }),
});
export type TPostMediaUpdate = z.input<typeof ZPostMediaUpdateSchema>;

/** `POST /api/social/posts/:id/reschedule`: a scheduled post to another wall-clock time in a zone. */
export const ZPostRescheduleSchema = z.object({
  scheduled_for: z.string({ error: 'validation.date' }).regex(LOCAL_DATE_TIME, { error: 'validation.date' }),
  time_zone: zTimeZoneName,
});
export type TPostReschedule = z.input<typeof ZPostRescheduleSchema>;
