import { formatDateTime } from '@haat/shared/i18n/format-date-time';
import { languageInfo, type TLanguageCode } from '../../../lib/languages.ts';
import { relativeAmount, zoneLabel } from '../post-logic.ts';

/** A date and time as read in `timeZone`, in the language's words and digits. */
export function formatInZone(at: Date, timeZone: string, lang: TLanguageCode): string {
  try {
    return formatDateTime(at, languageInfo(lang).tag, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  } catch {
    return formatDateTime(at, languageInfo(lang).tag, { dateStyle: 'medium', timeStyle: 'short' });
  }
}

/** "in 3 hours", "5 minutes ago", in the language's words and digits. */
export function formatRelative(at: Date, lang: TLanguageCode, now: Date = new Date()): string {
  const { value, unit } = relativeAmount(at, now);
  return new Intl.RelativeTimeFormat(languageInfo(lang).tag, { numeric: 'auto' }).format(value, unit);
}

/** `Asia/Dhaka (GMT+6)`, or the bare name should Intl not know the zone. */
export function safeZoneLabel(timeZone: string, at?: Date): string {
  try {
    return zoneLabel(timeZone, at);
  } catch {
    return timeZone;
  }
}
