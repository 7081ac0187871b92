import { formatPhoneInternational } from '@haat/shared';
import type { TPaymentsConfig } from '../../config/app-config.ts';
import type { TDeps } from '../../lib/deps.ts';
import { readCachedOption } from './platform-settings.ts';
import { paymentsSettings } from './top-up-method.ts';

/**
 * The payment settings in effect now: the platform's bKash/Nagad numbers staff set in admin →
 * settings (at most 5 seconds old on any instance) in place of the configured ones (env); an empty
 * setting leaves the configured number, or none (the method is then not offered).
 */
export async function paymentsSettingsNow(deps: Pick<TDeps, 'db' | 'config'>): Promise<TPaymentsConfig> {
  const config = paymentsSettings(deps.config);
  const bkash = await readCachedOption(deps.db, 'bkash_number');
  const nagad = await readCachedOption(deps.db, 'nagad_number');
  if (!bkash && !nagad) return config;
  return {
    ...config,
    bkashNumber: bkash ? formatPhoneInternational(bkash) : config.bkashNumber,
    nagadNumber: nagad ? formatPhoneInternational(nagad) : config.nagadNumber,
  };
}
