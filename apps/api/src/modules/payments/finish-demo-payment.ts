import type { TDeps } from '../../lib/deps.ts';
import { demoMethod, type TDemoAction } from './methods/demo.ts';
import { findPayment, type TPaymentRow } from './repository.ts';
import { applyOutcome } from './settle-payment.ts';

/**
 * A button of the demo page: Pay credits the wallet, Fail and Cancel end the payment. A second
 * press (double click, back button) changes nothing and answers the payment as it is.
 */
export async function finishDemoPayment(
  deps: TDeps,
  payment: TPaymentRow,
  action: TDemoAction,
): Promise<TPaymentRow> {
  const decided = await deps.db.transaction(async (tx) =>
    applyOutcome(tx, payment.id, await demoMethod.confirm(deps, payment, { action })),
  );
  return decided ?? (await findPayment(deps.db, payment.id)) ?? payment;
}
