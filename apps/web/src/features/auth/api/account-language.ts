import { isLanguageCode } from '@haat/shared/i18n/languages';
import { applyLanguage, chosenLanguage, pageLanguage } from '../../../lib/languages.ts';

/**
 * After sign-in: a browser that never chose a language takes the one saved on the account (chosen
 * at sign-up, in Settings or in the gear menu), so the app speaks the language its emails and
 * server-rendered pages already use. A language this browser chose itself is left alone. Answers
 * whether the language changed (the caller then loads the next page in full).
 */
export function adoptAccountLanguage(accountLanguage: string | null | undefined): boolean {
  if (chosenLanguage() || !isLanguageCode(accountLanguage)) return false;
  if (accountLanguage === pageLanguage()) return false;
  applyLanguage(accountLanguage);
  return true;
}
