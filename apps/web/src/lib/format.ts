import { formatDateTime as formatWithDayPeriods } from '@haat/shared/i18n/format-date-time';
import { formatTaka } from '@haat/shared/money';
import { languageInfo, type TLanguageCode } from './languages.ts';

function tagOf(code: TLanguageCode): string {
  return languageInfo(code).tag;
}

/** A count in the language's own digits and grouping (`bn` gives Bengali digits). */
export function formatNumber(value: number, code: TLanguageCode): string {
  return new Intl.NumberFormat(tagOf(code)).format(value);
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

export function formatDate(value: string | Date, code: TLanguageCode): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(tagOf(code), { dateStyle: 'long' }).format(date);
}
