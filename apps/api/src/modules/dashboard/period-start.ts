import type { TDashboardPeriod } from '@haat/shared';

const DHAKA_OFFSET_MS = 6 * 3_600_000; // UTC+6 all year
const DAY_MS = 86_400_000;

/**
 * Where a dashboard period starts, in Bangladesh time: today's midnight, the last Saturday's
 * midnight (Bangladeshi calendars start the week on Saturday), the 1st of this month; null for all
 * time.
 */
export function periodStart(period: TDashboardPeriod, now: Date = new Date()): Date | null {
  if (period === 'all') return null;
  const local = new Date(now.getTime() + DHAKA_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let start = midnight;
  if (period === 'week') start = midnight - ((local.getUTCDay() + 1) % 7) * DAY_MS;
  if (period === 'month') start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  return new Date(start - DHAKA_OFFSET_MS);
}
