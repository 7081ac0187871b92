import { z } from 'zod';

/*
 * The back office's dashboard and platform analytics (issue 17 items 1 and 5). Money is in poisha
 * (1 taka = 100 poisha). Money figures are null for staff whose role may not see money (moderators).
 */

/** A figure of a rolling period and the same figure for the period just before it. */
export const ZAdminFigureSchema = z.object({
  current: z.number().int(),
  /** Null when the period before cannot be counted honestly (active users: see below). */
  previous: z.number().int().nullable(),
});
export type TAdminFigure = z.infer<typeof ZAdminFigureSchema>;

/** The dashboard's rolling periods: the last 7 and the last 30 days. */
export const ADMIN_DASHBOARD_PERIODS = [7, 30] as const;

export const ZAdminDashboardPeriodSchema = z.object({
  days: z.number().int(),
  new_users: ZAdminFigureSchema,
  /**
   * People whose session was used in the period. Only a session's last use is kept, so the period
   * before cannot be counted (`previous` is null).
   */
  active_users: ZAdminFigureSchema,
  new_businesses: ZAdminFigureSchema,
  /** Active products listed in the period. */
  new_listings: ZAdminFigureSchema,
  /** Orders placed, not cancelled or refunded. */
  orders: ZAdminFigureSchema,
  /** The totals (delivery included) of those orders. */
  revenue: ZAdminFigureSchema.nullable(),
  /** The platform's commission on orders completed in the period (when the ledger takes it). */
  commission: ZAdminFigureSchema.nullable(),
  /** Wallet top-ups credited, withdrawals paid out, and transfers between wallets. */
  top_ups: ZAdminFigureSchema.nullable(),
  withdrawals: ZAdminFigureSchema.nullable(),
  transfers: ZAdminFigureSchema.nullable(),
  cards: ZAdminFigureSchema,
  /** Posts published. */
  posts: ZAdminFigureSchema,
});
export type TAdminDashboardPeriod = z.infer<typeof ZAdminDashboardPeriodSchema>;

/** The queues waiting for staff, each with the back-office screen that works it. */
export const ADMIN_QUEUES = ['payments', 'withdrawals', 'kyc', 'whatsapp', 'reports'] as const;
export type TAdminQueue = (typeof ADMIN_QUEUES)[number];
/** Queues of money: counted only for staff who may see money. */
export const ADMIN_MONEY_QUEUES: readonly TAdminQueue[] = ['payments', 'withdrawals'];

export const ZAdminQueueSchema = z.object({
  queue: z.enum(ADMIN_QUEUES),
  /** Null for a money queue when the role may not see money. */
  count: z.number().int().nullable(),
  /** The back-office address that lists it. */
  path: z.string(),
});
export type TAdminQueueCount = z.infer<typeof ZAdminQueueSchema>;

export const ZAdminDashboardSchema = z.object({
  /** When the figures were counted (they are kept for about 30 seconds). */
  generated_at: z.string(),
  /** Whether money figures are included (the role may see money). */
  money: z.boolean(),
  totals: z.object({
    users: z.number().int(),
    /** Businesses in the directory (personal profiles not counted). */
    businesses: z.number().int(),
    /** Products listed and active. */
    listings: z.number().int(),
  }),
  /** The last 7 days and the last 30 days, each against the same number of days before. */
  periods: z.array(ZAdminDashboardPeriodSchema),
  queues: z.array(ZAdminQueueSchema),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboardSchema>;

/** What the analytics can draw. */
export const ADMIN_METRICS = [
  'signups',
  'orders',
  'revenue',
  'commission',
  'top_ups',
  'withdrawals',
  'cards',
  'posts',
] as const;
export type TAdminMetric = (typeof ADMIN_METRICS)[number];
/** Metrics in poisha; the others are counts. */
export const ADMIN_MONEY_METRICS: readonly TAdminMetric[] = [
  'revenue',
  'commission',
  'top_ups',
  'withdrawals',
];

export const ADMIN_INTERVALS = ['day', 'week', 'month'] as const;
export type TAdminInterval = (typeof ADMIN_INTERVALS)[number];

/** The longest range one request may ask for, in days (two years). */
export const ADMIN_ANALYTICS_MAX_DAYS = 731;
/** The range when none is asked for: the last 30 days, today included. */
export const ADMIN_ANALYTICS_DEFAULT_DAYS = 30;

const LOCAL_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Days the analytics can be asked for: the platform's years, not year 0 or 10,000. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

function isCalendarDay(value: string): boolean {
  if (!LOCAL_DAY.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = z
  .string({ error: 'validation.date' })
  .trim()
  .refine(isCalendarDay, { error: 'validation.date' })
  .optional();

/** `metric=signups,orders` or `metric=signups&metric=orders`; every metric when absent. */
const metrics = z.preprocess(
  (value) => {
    if (value === undefined || value === '') return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter(Boolean);
  },
  z
    .array(z.string({ error: 'api.admin.analytics.metric' }), { error: 'api.admin.analytics.metric' })
    .min(1, { error: 'api.admin.analytics.metric' })
    .max(ADMIN_METRICS.length * 2, { error: 'api.admin.analytics.metric' })
    // One message on `metric` itself (not `metric.0`) for any unknown name.
    .refine((list) => list.every((name) => (ADMIN_METRICS as readonly string[]).includes(name)), {
      error: 'api.admin.analytics.metric',
    })
    .transform((list) => ADMIN_METRICS.filter((metric) => list.includes(metric)))
    .default([...ADMIN_METRICS]),
);

const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** `GET /api/admin/analytics` and `GET /api/admin/analytics/export.csv`. */
export const ZAdminAnalyticsQuerySchema = z
  .object({
    metric: metrics,
    interval: z.enum(ADMIN_INTERVALS, { error: 'api.admin.analytics.interval' }).default('day'),
    /** First and last day, inclusive (`YYYY-MM-DD` in `tz`); default: the last 30 days. */
    from: day,
    to: day,
    /** The IANA zone the days are lived in (default `Asia/Dhaka`). */
    tz: z
      .string({ error: 'validation.time_zone' })
      .trim()
      .max(64, { error: 'validation.time_zone' })
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to || !isCalendarDay(query.from) || !isCalendarDay(query.to)) return;
    if (query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'api.admin.analytics.range_order' });
    else if (spanDays(query.from, query.to) > ADMIN_ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'api.admin.analytics.range_too_long' });
  });
export type TAdminAnalyticsQuery = z.input<typeof ZAdminAnalyticsQuerySchema>;

/** One bucket: its first and last day inside the range (a week or month cut at the range's ends). */
export const ZAdminBucketSchema = z.object({ start: z.string(), end: z.string() });
export type TAdminBucket = z.infer<typeof ZAdminBucketSchema>;

export const ZAdminSeriesSchema = z.object({
  metric: z.enum(ADMIN_METRICS),
  unit: z.enum(['count', 'poisha']),
  /** One value per bucket, in the buckets' order, zero where nothing happened. */
  values: z.array(z.number().int()),
  total: z.number().int(),
  /** The total of the same number of days just before `from`. */
  previous_total: z.number().int(),
});
export type TAdminSeries = z.infer<typeof ZAdminSeriesSchema>;

export const ZAdminAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  interval: z.enum(ADMIN_INTERVALS),
  tz: z.string(),
  /** The range the previous totals cover (as many days, just before `from`). */
  previous_from: z.string(),
  previous_to: z.string(),
  /** Every bucket of the range, oldest first (weeks start on Monday). */
  buckets: z.array(ZAdminBucketSchema),
  series: z.array(ZAdminSeriesSchema),
});
export type TAdminAnalytics = z.infer<typeof ZAdminAnalyticsSchema>;
