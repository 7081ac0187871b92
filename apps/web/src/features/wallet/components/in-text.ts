import { formatMoney } from '../../../lib/format.ts';
import { languageInfo } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * Money and names to put inside translated sentences. In a right-to-left language each is wrapped
 * in Unicode isolates, so `৳1,250.50` keeps its sign before the digits and a Latin or Bengali name
 * keeps its own direction inside Arabic text; left-to-right languages get them unchanged.
 */
export function useInText() {
  const lang = useLanguage();
  const rtl = !!languageInfo(lang).rtl;
  return {
    money: (poisha: number) => (rtl ? `\u2066${formatMoney(poisha, lang)}\u2069` : formatMoney(poisha, lang)),
    name: (text: string) => (rtl ? `\u2068${text}\u2069` : text),
  };
}

/** The one short reference of a money movement (decision 053), the same function the server uses. */
export { shortReference as shortRef } from '@haat/shared/wallet/reference';
