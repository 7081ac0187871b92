import { isManualMethod, type TPayment } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { manualBkash, manualNagad } from './methods/index.ts';
import type { TManualDecision } from './methods/manual.ts';
import { presentPayment, reviewReason } from './present-payment.ts';
import { findPayment } from './repository.ts';
import { applyOutcome } from './settle-payment.ts';
import type { TPaymentOutcome } from './top-up-method.ts';

/**
 * Staff approve (credit the wallet) or reject (no money moves) a pending top-up that waits for
 * them: a manual bKash/Nagad one, or a gateway payment held for review (SSLCommerz flagged it as
 * risky, or confirmed a different amount or currency). The status change, the ledger posting and
 * the notification commit together; when two staff decide at once, the second gets a 409.
 */
export async function decidePayment(deps: TDeps, id: string, input: TManualDecision): Promise<TPayment> {
  const found = await findPayment(deps.db, id);
  if (!found) throw new AppError('NOT_FOUND', 'api.not_found');
  let outcome: TPaymentOutcome;
  if (isManualMethod(found.method)) {
    const method = found.method === 'manual_bkash' ? manualBkash : manualNagad;
    outcome = await method.confirm(deps, found, input);
  } else if (found.status === 'pending' && reviewReason(found)) {
    outcome =
      input.decision === 'approve'
        ? { status: 'succeeded', decidedBy: input.staffId, providerData: { reviewed_by: input.staffId } }
        : { status: 'rejected', decidedBy: input.staffId, reason: input.reason };
  } else if (found.status === 'pending') {
    // Still with its gateway: staff may not credit what the gateway has not confirmed.
    throw new AppError('CONFLICT', 'api.payment_not_reviewable');
  } else {
    throw new AppError('CONFLICT', 'api.payment_decided');
  }
  const decided = await deps.db.transaction(async (tx) => applyOutcome(tx, id, outcome));
  if (!decided) throw new AppError('CONFLICT', 'api.payment_decided');
  return presentPayment(decided);
}
