import { formatDecimal } from './i18n/format-number.ts';
import type { TLanguageCode } from './i18n/languages.ts';

/*
 * Taka and poisha for people, without zod, so any screen can use them cheaply: parsing what users
 * type and formatting amounts. Money is integer poisha everywhere else.
 */

/** The largest amount `takaToPoisha` accepts: ৳1,000,000,000 (also the largest product price). */
export const PRICE_MAX_POISHA = 100_000_000_000;

/** Bengali digits (০–৯) as ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/** `1,250.5` or `৳ 1250.50` (taka) → 125050 poisha; undefined unless a plain amount with ≤ 2 decimals. */
export function takaToPoisha(text: string): number | undefined {
  const digits = toAsciiDigits(text).replace(/[৳,\s]|tk\.?|bdt/gi, '');
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(digits);
  if (!match) return undefined;
  const poisha = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return poisha <= PRICE_MAX_POISHA ? poisha : undefined;
}

/** 125050 → `1250.50` (taka, two decimals, no grouping): the CSV form. */
export function poishaToTaka(poisha: number): string {
  return `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
}

/**
 * Integer poisha as taka for people: `৳` and lakh/crore grouping (1,00,000.00), Bengali digits for
 * `bn`, Latin digits otherwise (the web app's formatMoney is this function).
 */
export function formatTaka(poisha: number, lang: TLanguageCode): string {
  const text = formatDecimal(Math.abs(poisha) / 100, lang === 'bn' ? 'bn' : 'en', {
    indian: true,
    minFraction: 2,
    maxFraction: 2,
  });
  return `${poisha < 0 ? '-' : ''}৳${text}`;
}
