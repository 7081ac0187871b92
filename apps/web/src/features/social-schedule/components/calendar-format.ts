import { dateTimeFormat, formatDateTime } from '@haat/shared/i18n/format-date-time';
import { formatNumber } from '../../../lib/format.ts';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';

/*
 * The calendar's words made by Intl, in the language's names and digits. Days are `YYYY-MM-DD`
 * texts, read as UTC dates so no zone shifts them; times are instants read in the calendar's zone.
 */

const tagOf = (lang: TLanguageCode) => languageInfo(lang).tag;
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);

/** `9:30 AM` of an instant in `timeZone`. */
export function formatTime(at: string | Date, timeZone: string, lang: TLanguageCode): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  try {
    return formatDateTime(date, tagOf(lang), { timeStyle: 'short', timeZone });
  } catch {
    return formatDateTime(date, tagOf(lang), { timeStyle: 'short' });
  }
}

/** `Friday, 20 November 2026`. */
export function formatDayLong(day: string, lang: TLanguageCode): string {
  return dateTimeFormat(tagOf(lang), { dateStyle: 'full', timeZone: 'UTC' }).format(dayDate(day));
}

/** `Fri`, or `F` when `narrow`. */
export function formatWeekday(day: string, lang: TLanguageCode, width: 'short' | 'narrow' = 'short'): string {
  return dateTimeFormat(tagOf(lang), { weekday: width, timeZone: 'UTC' }).format(dayDate(day));
}

/** `20` in the language's digits. */
export function formatDayNumber(day: string, lang: TLanguageCode): string {
  return formatNumber(Number(day.slice(8, 10)), lang);
}

/** `20 Nov`. */
export function formatDayShort(day: string, lang: TLanguageCode): string {
  return dateTimeFormat(tagOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    dayDate(day),
  );
}

/** `November 2026`. */
export function formatMonthTitle(day: string, lang: TLanguageCode): string {
  return dateTimeFormat(tagOf(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    dayDate(day),
  );
}

/** `9 AM` for an hour row. */
export function formatHour(hour: number, lang: TLanguageCode): string {
  return formatDateTime(new Date(Date.UTC(2026, 0, 1, hour)), tagOf(lang), {
    hour: 'numeric',
    timeZone: 'UTC',
  });
}
