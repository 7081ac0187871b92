import { type TWeekday, WEEKDAYS } from '@haat/shared/directory/hours';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';

/** Weekday names in the language (`Monday`, `সোমবার`, `الاثنين`…), from Intl. */
export function weekdayNames(
  code: TLanguageCode,
  width: 'long' | 'short' = 'long',
): Record<TWeekday, string> {
  const format = new Intl.DateTimeFormat(languageInfo(code).tag, { weekday: width, timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => [day, format.format(new Date(Date.UTC(2024, 0, 1 + index)))]),
  ) as Record<TWeekday, string>;
}
