/*
 * Dates and times in a language's conventions, with its own day-period names. ICU's data writes
 * Bengali's 12-hour clock with Latin "AM"/"PM" (`১২:৪৭ PM`); a language not written in Latin
 * letters then gets ICU's flexible day periods instead (`৬:৪৭ সন্ধ্যা`, evening), and a 24-hour
 * clock if even those are Latin. See docs/decisions/019-plurals-and-day-periods.md.
 */

const LATIN = /[A-Za-z]/;
const FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * `new Intl.DateTimeFormat(tag, options)`, made once per tag and options: making one costs far
 * more than using it, and a page formats many times (a week of opening hours, a list of reviews).
 */
export function dateTimeFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    if (FORMATS.size >= 200) FORMATS.clear();
    FORMATS.set(key, format);
  }
  return format;
}

function writtenInLatin(locale: string): boolean {
  try {
    return new Intl.Locale(locale).maximize().script === 'Latn';
  } catch {
    return true;
  }
}

/** The day period ("সকাল", "রাত্রি") ICU's flexible periods give `date` in `locale`, if not Latin. */
function flexiblePeriod(locale: string, timeZone: string, date: Date): string | undefined {
  const parts = dateTimeFormat(locale, { hour: 'numeric', dayPeriod: 'short', timeZone }).formatToParts(date);
  const period = parts.find((part) => part.type === 'dayPeriod')?.value;
  return period && !LATIN.test(period) ? period : undefined;
}

/**
 * Formats `date` like `new Intl.DateTimeFormat(tag, options).format(date)`, but never with a Latin
 * AM/PM in a language written in another script.
 */
export function formatDateTime(date: Date, tag: string, options: Intl.DateTimeFormatOptions): string {
  const format = dateTimeFormat(tag, options);
  const parts = format.formatToParts(date);
  const period = parts.find((part) => part.type === 'dayPeriod');
  if (!period || !LATIN.test(period.value)) return format.format(date);
  const { locale, timeZone } = format.resolvedOptions();
  if (writtenInLatin(locale)) return format.format(date);
  const named = flexiblePeriod(locale, timeZone, date);
  if (!named) return dateTimeFormat(tag, { ...options, hourCycle: 'h23' }).format(date);
  return parts.map((part) => (part === period ? named : part.value)).join('');
}
