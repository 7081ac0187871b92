import {
  ADMIN_ANALYTICS_MAX_DAYS,
  ADMIN_INTERVALS,
  ADMIN_METRICS,
  type TAdminInterval,
  type TAdminMetric,
} from '@haat/shared/admin/stats-schemas';
import { addDays, daysBetween, toWallClock } from '@haat/shared/social/wall-clock';

/*
 * The analytics' choices as the address keeps them: `?metric=a,b` (every metric when absent),
 * `?interval=`, `?range=` (a preset, or `custom` with `?from=&to=`). Days are Bangladesh's: the
 * platform's figures read the same for every staff member wherever they are.
 */

export const ANALYTICS_TIME_ZONE = 'Asia/Dhaka';
export const RANGE_PRESETS = ['7', '30', '90', 'year', 'custom'] as const;
export type TRangePreset = (typeof RANGE_PRESETS)[number];
export const INTERVALS = ADMIN_INTERVALS;
export const DEFAULT_RANGE: TRangePreset = '30';
export const DEFAULT_INTERVAL: TAdminInterval = 'day';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Bangladesh (`YYYY-MM-DD`). */
export function todayIn(timeZone: string = ANALYTICS_TIME_ZONE, now: Date = new Date()): string {
  return toWallClock(now, timeZone).slice(0, 10);
}

/** The days of a preset ending today: the last 7, 30 or 90 days, or this year so far. */
export function presetRange(preset: Exclude<TRangePreset, 'custom'>, today: string) {
  if (preset === 'year') return { from: `${today.slice(0, 4)}-01-01`, to: today };
  return { from: addDays(today, -(Number(preset) - 1)), to: today };
}

/** What is wrong with a custom range, as a key of the catalogue, or null when it can be asked for. */
export function customRangeProblem(
  from: string,
  to: string,
): 'date' | 'range_order' | 'range_too_long' | null {
  // The API takes the years 2000 to 2999.
  const valid = (day: string) =>
    DAY.test(day) &&
    day >= '2000-01-01' &&
    day <= '2999-12-31' &&
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
  if (!valid(from) || !valid(to)) return 'date';
  if (from > to) return 'range_order';
  if (daysBetween(from, to) + 1 > ADMIN_ANALYTICS_MAX_DAYS) return 'range_too_long';
  return null;
}

/** The metrics of `?metric=` that exist, in the API's order; every metric when none is named. */
export function metricsFrom(raw: string | null): TAdminMetric[] {
  const named = new Set((raw ?? '').split(','));
  const chosen = ADMIN_METRICS.filter((metric) => named.has(metric));
  return chosen.length > 0 ? chosen : [...ADMIN_METRICS];
}

/** The choices read from the address, with a custom range falling back to 30 days when it is wrong. */
export function choicesFrom(params: URLSearchParams, today: string) {
  const metrics = metricsFrom(params.get('metric'));
  const intervalRaw = params.get('interval');
  const interval = (INTERVALS as readonly string[]).includes(intervalRaw ?? '')
    ? (intervalRaw as TAdminInterval)
    : DEFAULT_INTERVAL;
  const rangeRaw = params.get('range');
  let range = (RANGE_PRESETS as readonly string[]).includes(rangeRaw ?? '')
    ? (rangeRaw as TRangePreset)
    : DEFAULT_RANGE;
  let days: { from: string; to: string };
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (range === 'custom' && customRangeProblem(from, to) === null) days = { from, to };
  else {
    if (range === 'custom') range = DEFAULT_RANGE;
    days = presetRange(range as Exclude<TRangePreset, 'custom'>, today);
  }
  return { metrics, interval, range, ...days };
}

/** The API's query for the choices (the JSON and the CSV take the same). */
export function analyticsSearch(choices: {
  metrics: readonly TAdminMetric[];
  interval: TAdminInterval;
  from: string;
  to: string;
}): string {
  return new URLSearchParams({
    metric: choices.metrics.join(','),
    interval: choices.interval,
    from: choices.from,
    to: choices.to,
    tz: ANALYTICS_TIME_ZONE,
  }).toString();
}
