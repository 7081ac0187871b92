import type { TLanguageCode, TPaymentMethod, TPaymentMethodInfo } from '@haat/shared';
import type { TAppConfig, TPaymentsConfig } from '../../config/app-config.ts';
import type { TExecutor } from '../../db/client.ts';
import type { TStoredProviderData } from '../../db/schema/payments.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TPaymentRow } from './repository.ts';

/** What the client does after a top-up is started. */
export interface TTopUpStarted {
  /** Where to send the browser (a hosted payment page), if anywhere. */
  redirectUrl: string | null;
  /** What the user should know now (translated), if anything. */
  instructions: string | null;
  /** What the provider answered (kept on the payment). */
  providerData?: TStoredProviderData;
}

/** What a confirmation concluded; `pending` leaves the payment as it is. */
export type TPaymentOutcome =
  | { status: 'succeeded'; decidedBy?: string; providerData?: TStoredProviderData }
  | {
      status: 'failed' | 'cancelled' | 'rejected';
      reason?: string;
      decidedBy?: string;
      providerData?: TStoredProviderData;
    }
  | { status: 'pending'; providerData?: TStoredProviderData };

/**
 * One way of topping up. `start` runs when the user asks (inside the request's transaction);
 * `confirm` turns whatever the method learns later (staff decision, hosted page button, gateway
 * callback checked server-side) into an outcome that `settlePayment` applies exactly once.
 */
export interface TTopUpMethod<TConfirmInput> {
  readonly method: TPaymentMethod;
  enabled(config: TPaymentsConfig): boolean;
  describe(config: TPaymentsConfig, lang: TLanguageCode): TPaymentMethodInfo;
  /** `db` is the transaction that created the payment: reads go through it, not through a second connection. */
  start(deps: TDeps, payment: TPaymentRow, lang: TLanguageCode, db: TExecutor): Promise<TTopUpStarted>;
  confirm(deps: TDeps, payment: TPaymentRow, input: TConfirmInput): Promise<TPaymentOutcome>;
}

/** The payment settings in effect (defaults when the config has none: demo on outside production). */
export function paymentsSettings(config: TAppConfig): TPaymentsConfig {
  return config.payments ?? { demo: config.env !== 'production' };
}
