import type { TPaymentMethod } from '@haat/shared';
import type { TPaymentsConfig } from '../../../config/app-config.ts';
import type { TTopUpMethod } from '../top-up-method.ts';
import { demoMethod } from './demo.ts';
import { manualMethod } from './manual.ts';
import { sslcommerzMethod } from './sslcommerz.ts';

// biome-ignore lint/suspicious/noExplicitAny: each method has its own confirmation input
type TAnyMethod = TTopUpMethod<any>;

export const manualBkash = manualMethod('manual_bkash');
export const manualNagad = manualMethod('manual_nagad');

/** Every top-up method, in the order they are offered. */
const ALL_METHODS: TAnyMethod[] = [manualBkash, manualNagad, sslcommerzMethod, demoMethod];

/** The methods switched on by the configuration. */
export function enabledMethods(config: TPaymentsConfig): TAnyMethod[] {
  return ALL_METHODS.filter((method) => method.enabled(config));
}

export function findEnabledMethod(config: TPaymentsConfig, method: TPaymentMethod): TAnyMethod | undefined {
  return enabledMethods(config).find((candidate) => candidate.method === method);
}
