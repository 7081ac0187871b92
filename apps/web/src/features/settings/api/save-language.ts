import { api } from '../../../lib/api-client.ts';
import { switchLanguage, type TLanguageCode } from '../../../lib/languages.ts';

/**
 * Chooses the app's language: saved to the signed-in user's account first (emails, the payment
 * page and other server-rendered pages use it), then kept in this browser and the page reloaded
 * (spec section 4). Signed out, or if saving fails, only the browser keeps it.
 */
export async function saveLanguage(code: TLanguageCode, signedIn: boolean): Promise<void> {
  if (signedIn) await api.patch('/api/users/me', { language: code }).catch(() => undefined);
  switchLanguage(code);
}
