import { dateTimeFormat, formatDateTime } from '@haat/shared/i18n/format-date-time';
import { formatDecimal } from '@haat/shared/i18n/format-number';
import { languageInfo, type TLanguageCode } from '../../lib/languages.ts';
import { formatPercent } from '../seller/format.ts';

/*
 * How the analytics write their figures: changes against the days before, weekdays and hours in
 * the reader's language (Bengali digits for `bn`), engagement per post with one decimal.
 */

export type TChange = { kind: 'up' | 'down'; percent: string } | { kind: 'same' | 'new' };

/** The change from `previous` to `current`: a percentage, or "new" when there was nothing before. */
export function changeOf(current: number, previous: number, lang: TLanguageCode): TChange {
  if (current === previous) return { kind: 'same' };
  if (previous === 0) return { kind: 'new' };
  const ratio = (current - previous) / previous;
  // Whole percents read best beside a total; below 10% one decimal says more.
  const rounded = Math.abs(ratio) >= 0.1 ? Math.round(Math.abs(ratio) * 100) / 100 : Math.abs(ratio);
  return { kind: ratio > 0 ? 'up' : 'down', percent: formatPercent(rounded, lang) };
}

/** Sunday, 1 March 2026 (UTC): weekday `n` is that date plus `n` days. */
const SUNDAY = Date.UTC(2026, 2, 1);

/** The weekday's name (0 = Sunday), long or short. */
export function weekdayName(day: number, lang: TLanguageCode, width: 'long' | 'short' = 'long'): string {
  return dateTimeFormat(languageInfo(lang).tag, { weekday: width, timeZone: 'UTC' }).format(
    new Date(SUNDAY + day * 86_400_000),
  );
}

/** An hour of the day (0–23) as the language writes a time on the hour (`9 AM`, `৯টা`, `09 Uhr`). */
export function hourName(hour: number, lang: TLanguageCode): string {
  return formatDateTime(new Date(SUNDAY + hour * 3_600_000), languageInfo(lang).tag, {
    hour: 'numeric',
    timeZone: 'UTC',
  });
}

/** Engagement per post, one decimal at most. */
export function formatRate(value: number, lang: TLanguageCode): string {
  return formatDecimal(value, languageInfo(lang).tag, { maxFraction: 1 });
}

/** A day of the report (`YYYY-MM-DD`, already in the person's zone) as a medium date. */
export function dayName(day: string, lang: TLanguageCode): string {
  return dateTimeFormat(languageInfo(lang).tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
