import type { TLanguageCode, TPaymentMethodInfo } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { enabledMethods } from './methods/index.ts';
import { paymentsSettings } from './top-up-method.ts';

/** The top-up methods on offer, with the platform's numbers and instructions in `lang`. */
export function listPaymentMethods(deps: TDeps, lang: TLanguageCode): TPaymentMethodInfo[] {
  const settings = paymentsSettings(deps.config);
  return enabledMethods(settings).map((method) => method.describe(settings, lang));
}
