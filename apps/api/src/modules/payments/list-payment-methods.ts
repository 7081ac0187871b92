import type { TLanguageCode, TPaymentMethodInfo } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { enabledMethods } from './methods/index.ts';
import { paymentsSettingsNow } from './payments-now.ts';

/** The top-up methods on offer, with the platform's numbers (staff's, else configured) and instructions in `lang`. */
export async function listPaymentMethods(deps: TDeps, lang: TLanguageCode): Promise<TPaymentMethodInfo[]> {
  const settings = await paymentsSettingsNow(deps);
  return enabledMethods(settings).map((method) => method.describe(settings, lang));
}
