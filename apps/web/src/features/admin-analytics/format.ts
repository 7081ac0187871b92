import type { TAdminBucket, TAdminInterval } from '@haat/shared/admin/stats-schemas';
import { dateTimeFormat } from '@haat/shared/i18n/format-date-time';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { languageInfo, type TLanguageCode } from '../../lib/languages.ts';

/*
 * How the analytics write their figures: counts and money in the reader's language (Bengali digits
 * for `bn`), and each bucket as a day, a month, or the days of a week.
 */

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

function lastDayOfMonth(day: string): string {
  const date = utc(day);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** A bucket as a person reads it: `9 Mar 2026`, `March 2026`, or `2 Mar 2026 – 8 Mar 2026`. */
export function bucketLabel(bucket: TAdminBucket, interval: TAdminInterval, lang: TLanguageCode): string {
  const tag = languageInfo(lang).tag;
  const medium = dateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  if (bucket.start === bucket.end) return medium.format(utc(bucket.start));
  const wholeMonth =
    interval === 'month' && bucket.start.endsWith('-01') && bucket.end === lastDayOfMonth(bucket.start);
  if (wholeMonth)
    return dateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(bucket.start));
  return `${medium.format(utc(bucket.start))} – ${medium.format(utc(bucket.end))}`;
}

/** A value of a metric: money from poisha as taka, or a count. */
export function writeValue(value: number, unit: 'count' | 'poisha', lang: TLanguageCode): string {
  return unit === 'poisha' ? formatMoney(value, lang) : formatNumber(value, lang);
}

/** The short form for a chart's axis: whole taka for money. */
export function writeTick(value: number, unit: 'count' | 'poisha', lang: TLanguageCode): string {
  return unit === 'poisha' ? `৳${formatNumber(Math.round(value / 100), lang)}` : formatNumber(value, lang);
}
