import {
  ADMIN_ANALYTICS_DEFAULT_DAYS,
  ADMIN_ANALYTICS_MAX_DAYS,
  ADMIN_MONEY_METRICS,
  type TAdminAnalytics,
  type TAdminBucket,
  type TAdminInterval,
  type ZAdminAnalyticsQuerySchema,
} from '@haat/shared';
import { addDays, daysBetween, toWallClock } from '@haat/shared/social/wall-clock';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { requireTimeZone } from '../../lib/time-zones.ts';
import { seriesOf, totalOf } from './repository.ts';

type TQuery = z.output<typeof ZAdminAnalyticsQuerySchema>;
export const ADMIN_ANALYTICS_TIME_ZONE = 'Asia/Dhaka';

/** The last day of a bucket that starts on `start` (a day, a Monday or the 1st of a month). */
function bucketEnd(start: string, interval: TAdminInterval): string {
  if (interval === 'day') return start;
  if (interval === 'week') return addDays(start, 6);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/**
 * The range asked for, in the zone asked for (422 on `tz` for a zone PostgreSQL or Intl does not
 * know): `from`–`to` inclusive, by default the last 30 days with today; a lone `from` runs to
 * today, a lone `to` starts 29 days before it.
 */
export async function resolveAnalyticsRange(
  deps: Pick<TDeps, 'db'>,
  query: TQuery,
  now: Date,
): Promise<{ from: string; to: string; timeZone: string }> {
  const timeZone = await requireTimeZone(deps.db, query.tz || ADMIN_ANALYTICS_TIME_ZONE, 'tz');
  const today = toWallClock(now, timeZone).slice(0, 10);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(ADMIN_ANALYTICS_DEFAULT_DAYS - 1));
  // A lone `from` long ago runs to today: the schema could not see that range.
  if (daysBetween(from, to) + 1 > ADMIN_ANALYTICS_MAX_DAYS)
    throw AppError.fields({ from: 'api.admin.analytics.range_too_long' });
  return { from, to, timeZone };
}

/**
 * `GET /api/admin/analytics`: each metric asked for per day, week or month of the range (every
 * bucket present, zero-filled), its total, and its total over as many days just before.
 */
export async function getAdminAnalytics(
  deps: Pick<TDeps, 'db'>,
  query: TQuery,
  now: Date = new Date(),
): Promise<TAdminAnalytics> {
  const { from, to, timeZone } = await resolveAnalyticsRange(deps, query, now);
  const days = daysBetween(from, to) + 1;
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(from, -days);
  const answers = await Promise.all(
    query.metric.map(async (metric) => {
      const [points, previous] = await Promise.all([
        seriesOf(deps.db, metric, { from, to, timeZone, interval: query.interval }),
        totalOf(deps.db, metric, { from: previousFrom, to: previousTo, timeZone }),
      ]);
      return { metric, points, previous };
    }),
  );
  const starts = answers[0]?.points.map((point) => point.bucket) ?? [];
  const buckets: TAdminBucket[] = starts.map((start) => {
    const end = bucketEnd(start, query.interval);
    return { start: start < from ? from : start, end: end > to ? to : end };
  });
  return {
    from,
    to,
    interval: query.interval,
    tz: timeZone,
    previous_from: previousFrom,
    previous_to: previousTo,
    buckets,
    series: answers.map(({ metric, points, previous }) => {
      const values = points.map((point) => point.value);
      return {
        metric,
        unit: ADMIN_MONEY_METRICS.includes(metric) ? ('poisha' as const) : ('count' as const),
        values,
        total: values.reduce((sum, value) => sum + value, 0),
        previous_total: previous,
      };
    }),
  };
}
