import type { TDeps } from '../../lib/deps.ts';
import { sslcommerzMethod, type TSslcommerzConfirm } from './methods/sslcommerz.ts';
import { hasValidSignature, type TSslcommerzFields } from './methods/sslcommerz-api.ts';
import { findPayment, type TPaymentRow } from './repository.ts';
import { applyOutcome } from './settle-payment.ts';
import { paymentsSettings } from './top-up-method.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CLOSED: Record<string, 'failed' | 'cancelled'> = {
  FAILED: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'failed',
  UNATTEMPTED: 'cancelled',
};

/**
 * A post from SSLCommerz (IPN) or from the browser it sends back (success/fail/cancel). Nothing in
 * it is trusted: a VALID status only makes us ask the validation API; a failure counts only with a
 * valid `verify_sign`. IPN and redirect may both arrive, and be replayed: the payment is decided
 * once. Answers the payment (as it is now), or undefined when `tran_id` is not one of ours.
 */
export async function handleSslcommerzCallback(
  deps: TDeps,
  fields: TSslcommerzFields,
): Promise<TPaymentRow | undefined> {
  const store = paymentsSettings(deps.config).sslcommerz;
  const tranId = fields.tran_id ?? '';
  if (!store || !UUID.test(tranId)) return undefined;
  const payment = await findPayment(deps.db, tranId);
  if (payment?.method !== 'sslcommerz') return undefined;
  if (payment.status !== 'pending') return payment;

  const status = (fields.status ?? '').toUpperCase();
  let input: TSslcommerzConfirm | undefined;
  if ((status === 'VALID' || status === 'VALIDATED') && fields.val_id) {
    input = { kind: 'validate', valId: fields.val_id };
  } else if (CLOSED[status] && hasValidSignature(fields, store.storePassword)) {
    input = { kind: 'closed', status: CLOSED[status], gatewayStatus: status };
  }
  if (!input) return payment;
  const outcome = await sslcommerzMethod.confirm(deps, payment, input);
  const decided = await deps.db.transaction((tx) => applyOutcome(tx, payment.id, outcome));
  return decided ?? (await findPayment(deps.db, payment.id)) ?? payment;
}
