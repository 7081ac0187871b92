import { LANGUAGES, type TLanguageCode } from '../i18n/languages.ts';

/**
 * A wait written for people in their language: whole minutes (at least one), and hours with
 * minutes once it is an hour or more — `5 minutes`, `২ ঘণ্টা, ৫ মিনিট`, `1小时30分钟`.
 * Retry-After headers stay in seconds; this is only for the message.
 */
export function formatWait(lang: TLanguageCode, seconds: number): string {
  const tag = LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en';
  const minutes = Math.max(1, Math.ceil((Number.isFinite(seconds) ? seconds : 60) / 60));
  const unit = (name: 'hour' | 'minute', value: number) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (minutes < 60) return unit('minute', minutes);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = rest ? [unit('hour', hours), unit('minute', rest)] : [unit('hour', hours)];
  return new Intl.ListFormat(tag, { type: 'unit', style: 'long' }).format(parts);
}
