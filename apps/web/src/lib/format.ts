import { dateTimeFormat, formatDateTime as formatWithDayPeriods } from '@haat/shared/i18n/format-date-time';
import { formatDecimal } from '@haat/shared/i18n/format-number';
import { formatTaka } from '@haat/shared/money';
import { languageInfo, type TLanguageCode } from './languages.ts';
import { formatOnce } from './render-scope.ts';

function tagOf(code: TLanguageCode): string {
  return languageInfo(code).tag;
}

/** A count in the language's own digits and grouping (`bn` gives Bengali digits). */
export function formatNumber(value: number, code: TLanguageCode): string {
  return formatDecimal(value, tagOf(code));
}

/**
 * Money from integer poisha as taka: `৳` and lakh/crore grouping (1,00,000), in Bengali digits for
 * `bn` and Latin digits otherwise (the shared `formatTaka`, which the API's pages use too).
 */
export const formatMoney: (poisha: number, code: TLanguageCode) => string = formatTaka;

/** A date and time in the language's conventions and day-period names (`৬:৪৭ সন্ধ্যা`, not `PM`). */
export function formatDateTime(value: string | Date, code: TLanguageCode): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatWithDayPeriods(date, tagOf(code), { dateStyle: 'medium', timeStyle: 'short' });
}

/** A date (`25 November 2026`); on a server-rendered page, the one the server wrote. */
export function formatDate(value: string | Date, code: TLanguageCode): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return formatOnce(`date|${code}|${date.getTime()}`, () =>
    dateTimeFormat(tagOf(code), { dateStyle: 'long' }).format(date),
  );
}
