import type { TWeekday } from '@haat/shared/directory/hours';
import { dateTimeFormat, formatDateTime } from '@haat/shared/i18n/format-date-time';
import { formatDecimal } from '@haat/shared/i18n/format-number';
import { languageInfo, type TLanguageCode } from '../../lib/languages.ts';
import { formatOnce } from '../../lib/render-scope.ts';

const tagOf = (code: TLanguageCode) => languageInfo(code).tag;

/** An average rating with one decimal in the language's digits: `4.5`, `৪.৫`. */
export function formatRating(value: number, code: TLanguageCode): string {
  return formatDecimal(value, tagOf(code), { minFraction: 1, maxFraction: 1 });
}

/** `18:30` as the language writes a time of day (`6:30 PM`, `৬:৩০ সন্ধ্যা`); `24:00` is midnight. */
export function formatTime(time: string, code: TLanguageCode): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  const at = new Date(Date.UTC(2024, 0, 1, Number(hours) % 24, Number(minutes)));
  // Bengali's own day-period names, not ICU's Latin AM/PM (see @haat/shared/i18n/format-date-time).
  return formatOnce(`time|${code}|${time}`, () =>
    formatDateTime(at, tagOf(code), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  );
}

const WEEKDAY_INDEX: Record<TWeekday, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };

/** The weekday's name in the language (1 January 2024 was a Monday). */
export function weekdayName(day: TWeekday, code: TLanguageCode): string {
  const at = new Date(Date.UTC(2024, 0, 1 + WEEKDAY_INDEX[day], 12));
  return formatOnce(`weekday|${code}|${day}`, () =>
    dateTimeFormat(tagOf(code), { weekday: 'long', timeZone: 'UTC' }).format(at),
  );
}

/** A country's name in the language (`BD` → `Bangladesh`, `বাংলাদেশ`), else the code. */
export function countryName(country: string, code: TLanguageCode): string {
  return formatOnce(`country|${code}|${country}`, () => {
    try {
      return new Intl.DisplayNames([tagOf(code)], { type: 'region' }).of(country) ?? country;
    } catch {
      return country;
    }
  });
}

/** One or two letters for a business without a logo: the first letters of its first two words. */
export function initialsOf(name: string): string {
  // Grapheme by grapheme (a Bengali conjunct is one), the same in the browser as in the server's render.
  return formatOnce(`initials|${name}`, () => {
    const words = name.trim().split(/\s+/).filter(Boolean);
    const first = (word: string | undefined) => {
      if (!word) return '';
      if (typeof Intl.Segmenter === 'function') {
        const [segment] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
        return segment?.segment ?? '';
      }
      return Array.from(word)[0] ?? '';
    };
    return (first(words[0]) + first(words[1])).toUpperCase() || '?';
  });
}
