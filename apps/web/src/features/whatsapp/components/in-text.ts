import { languageInfo } from '../../../lib/languages.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * A phone number or reference to put inside a translated sentence: in a right-to-left language it
 * is wrapped in a left-to-right isolate, so `+880 1712-345678` keeps its plus in front; others get
 * it unchanged.
 */
export function useLtrInText() {
  const rtl = !!languageInfo(useLanguage()).rtl;
  return (text: string) => (rtl ? `\u2066${text}\u2069` : text);
}
