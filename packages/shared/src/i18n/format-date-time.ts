/*
 * Dates and times in a language's conventions, with its own day-period names. ICU's data writes
 * Bengali's 12-hour clock with Latin "AM"/"PM" (`১২:৪৭ PM`); a language not written in Latin
 * letters then gets ICU's flexible day periods instead (`৬:৪৭ সন্ধ্যা`, evening), and a 24-hour
 * clock if even those are Latin. See docs/decisions/019-plurals-and-day-periods.md.
 */

const LATIN = /[A-Za-z]/;

function writtenInLatin(locale: string): boolean {
  try {
    return new Intl.Locale(locale).maximize().script === 'Latn';
  } catch {
    return true;
  }
}

/** The day period ("সকাল", "রাত্রি") ICU's flexible periods give `date` in `locale`, if not Latin. */
function flexiblePeriod(locale: string, timeZone: string, date: Date): string | undefined {
  const parts = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    dayPeriod: 'short',
    timeZone,
  }).formatToParts(date);
  const period = parts.find((part) => part.type === 'dayPeriod')?.value;
  return period && !LATIN.test(period) ? period : undefined;
}

/**
 * Formats `date` like `new Intl.DateTimeFormat(tag, options).format(date)`, but never with a Latin
 * AM/PM in a language written in another script.
 */
export function formatDateTime(date: Date, tag: string, options: Intl.DateTimeFormatOptions): string {
  const format = new Intl.DateTimeFormat(tag, options);
  const parts = format.formatToParts(date);
  const period = parts.find((part) => part.type === 'dayPeriod');
  if (!period || !LATIN.test(period.value)) return format.format(date);
  const { locale, timeZone } = format.resolvedOptions();
  if (writtenInLatin(locale)) return format.format(date);
  const named = flexiblePeriod(locale, timeZone, date);
  if (!named) return new Intl.DateTimeFormat(tag, { ...options, hourCycle: 'h23' }).format(date);
  return parts.map((part) => (part === period ? named : part.value)).join('');
}
