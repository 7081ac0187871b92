import type { TLanguageCode } from '../i18n/languages.ts';

/**
 * Integer poisha as taka for people: `৳` and lakh/crore grouping (1,00,000.00), Bengali digits for
 * `bn`, Latin digits otherwise (the same rule as the web app's formatMoney).
 */
export function formatTaka(poisha: number, lang: TLanguageCode): string {
  const formatter = new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-IN', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const text = formatter.format(Math.abs(poisha) / 100);
  return `${poisha < 0 ? '-' : ''}৳${text}`;
}
