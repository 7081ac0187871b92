import { type TManualPaymentMethod, TOP_UP_MAX_POISHA, TOP_UP_MIN_POISHA, translate } from '@haat/shared';
import { DEMO_BKASH_NUMBER, DEMO_NAGAD_NUMBER, type TPaymentsConfig } from '../../../config/app-config.ts';
import type { TTopUpMethod } from '../top-up-method.ts';

export type TManualDecision =
  | { decision: 'approve'; staffId: string }
  | { decision: 'reject'; staffId: string; reason: string };

const NUMBER_OF: Record<TManualPaymentMethod, (config: TPaymentsConfig) => string | undefined> = {
  manual_bkash: (config) => config.bkashNumber,
  manual_nagad: (config) => config.nagadNumber,
};

/**
 * Manual mobile money: the user sends money with bKash or Nagad ("Send Money") to the platform's
 * number, then submits the TrxID from the confirmation SMS. It stays pending until staff check the
 * platform's statement and approve or reject it.
 */
export function manualMethod(method: TManualPaymentMethod): TTopUpMethod<TManualDecision> {
  const brand = method === 'manual_bkash' ? 'bKash' : 'Nagad';
  return {
    method,
    enabled: (config) => !!NUMBER_OF[method](config),
    describe: (config, lang) => {
      const number = NUMBER_OF[method](config) ?? null;
      // A laptop's made-up number, unless staff set a real one in admin → settings.
      const demo =
        !!config.manualDemoNumbers && (number === DEMO_BKASH_NUMBER || number === DEMO_NAGAD_NUMBER);
      return {
        method,
        account_number: number,
        demo_number: demo,
        instructions: [
          translate(lang, 'payments.manual_instructions', { brand, number: number ?? '' }),
          demo ? translate(lang, 'payments.manual_demo_note') : '',
        ]
          .filter(Boolean)
          .join(' '),
        min_amount: TOP_UP_MIN_POISHA,
        max_amount: TOP_UP_MAX_POISHA,
      };
    },
    start: async (_deps, _payment, lang) => ({
      redirectUrl: null,
      instructions: translate(lang, 'payments.manual_pending', { brand }),
    }),
    confirm: async (_deps, _payment, input) =>
      input.decision === 'approve'
        ? { status: 'succeeded', decidedBy: input.staffId }
        : { status: 'rejected', decidedBy: input.staffId, reason: input.reason },
  };
}
