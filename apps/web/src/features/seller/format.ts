import { formatDecimal } from '@haat/shared/i18n/format-number';
import { languageInfo, type TLanguageCode } from '../../lib/languages.ts';

/** Where each language puts the percent sign (CLDR): a space before it in de, fr, es, ru. */
const PERCENT: Partial<Record<TLanguageCode, (number: string) => string>> = {
  gr: (n) => `${n}\u00a0%`,
  sp: (n) => `${n}\u00a0%`,
  ru: (n) => `${n}\u00a0%`,
  fr: (n) => `${n}\u202f%`,
  ar: (n) => `${n}\u200e%\u200e`,
};

/** A ratio (0.3333) as a percentage with one decimal in the language's digits: `33.3%`, `৩৩.৩%`, `33,3 %`. */
export function formatPercent(ratio: number, code: TLanguageCode): string {
  const number = formatDecimal(Math.round(ratio * 1000) / 10, languageInfo(code).tag, { maxFraction: 1 });
  return (PERCENT[code] ?? ((n: string) => `${n}%`))(number);
}

/** A signed amount of money in poisha with a real minus or plus sign (a movement of the wallet). */
export function signOf(amount: number): '+' | '−' | '' {
  return amount > 0 ? '+' : amount < 0 ? '−' : '';
}
