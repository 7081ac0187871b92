import { TOP_UP_MAX_POISHA, TOP_UP_MIN_POISHA, translate } from '@haat/shared';
import { hmac, safeEqual } from '../../../lib/secrets.ts';
import type { TTopUpMethod } from '../top-up-method.ts';

export type TDemoAction = 'pay' | 'fail' | 'cancel';

/** The signature in the demo page's address: whoever has the link may finish that one payment. */
export function demoSignature(appKey: string, paymentId: string): string {
  return hmac(`demo-pay:${appKey}`, paymentId);
}

export function isDemoSignature(appKey: string, paymentId: string, sig: unknown): boolean {
  return typeof sig === 'string' && sig.length > 0 && safeEqual(sig, demoSignature(appKey, paymentId));
}

export function demoPageUrl(appUrl: string, appKey: string, paymentId: string): string {
  return `${appUrl}/pay/demo/${paymentId}?sig=${demoSignature(appKey, paymentId)}`;
}

/**
 * The built-in demo gateway: a hosted page on this server (`/pay/demo/:id`) with Pay, Fail and
 * Cancel, so the whole flow can be tried without a real provider. No real money exists behind
 * it, so it is off in production unless PAYMENTS_DEMO=true. A page left unfinished expires
 * (`expire`, from the payments sweep only; the page's form offers pay, fail and cancel).
 */
export const demoMethod: TTopUpMethod<{ action: TDemoAction | 'expire' }> = {
  method: 'demo',
  enabled: (config) => config.demo,
  describe: (_config, lang) => ({
    method: 'demo',
    account_number: null,
    demo_number: false,
    instructions: translate(lang, 'payments.demo_instructions'),
    min_amount: TOP_UP_MIN_POISHA,
    max_amount: TOP_UP_MAX_POISHA,
  }),
  start: async (deps, payment) => ({
    redirectUrl: demoPageUrl(deps.config.appUrl, deps.config.appKey, payment.id),
    instructions: null,
  }),
  confirm: async (_deps, _payment, input) => {
    if (input.action === 'pay') return { status: 'succeeded', providerData: { demo_action: 'pay' } };
    if (input.action === 'expire')
      return { status: 'failed', reason: 'expired', providerData: { demo_action: 'expire' } };
    if (input.action === 'fail')
      return { status: 'failed', reason: 'demo_failed', providerData: { demo_action: 'fail' } };
    return { status: 'cancelled', reason: 'demo_cancelled', providerData: { demo_action: 'cancel' } };
  },
};
