import { formatTaka, isManualMethod, shortReference, type TPayment } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { manualBkash, manualNagad } from './methods/index.ts';
import type { TManualDecision } from './methods/manual.ts';
import { readPlatformSetting } from './platform-settings.ts';
import { presentPayment, reviewReason } from './present-payment.ts';
import { findPayment, lockPendingPayment, recordFirstApproval, type TPaymentRow } from './repository.ts';
import { applyOutcome } from './settle-payment.ts';
import type { TPaymentOutcome } from './top-up-method.ts';

export interface TPaymentDecisionResult {
  payment: TPayment;
  /** True when this approval was the first of two: the payment waits for a second staff member. */
  firstApproval: boolean;
}

/**
 * Staff approve (credit the wallet) or reject (no money moves) a pending top-up that waits for
 * them: a manual bKash/Nagad one, or a gateway payment held for review (SSLCommerz flagged it as
 * risky, or confirmed a different amount or currency). Nobody decides their own payment (403).
 * Above the `second_approval_above` setting an approval needs two different staff members: the
 * first is recorded and the payment stays pending (decision 052); a rejection needs one. The
 * payment row is locked for the whole decision, so of two staff deciding at once exactly one
 * outcome happens and the other sees it (409, or the second approval when the first recorded one).
 * Each decision (a first approval too) is in the audit log, written in the decision's transaction.
 */
export async function decidePayment(
  deps: TDeps,
  id: string,
  input: TManualDecision,
  staff: TStaffContext,
): Promise<TPaymentDecisionResult> {
  const found = await findPayment(deps.db, id);
  if (!found) throw new AppError('NOT_FOUND', 'api.not_found');
  if (found.userId === input.staffId) throw new AppError('FORBIDDEN', 'api.own_payment_decision');
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
  const result = await deps.db.transaction(async (tx) => {
    const payment = await lockPendingPayment(tx, id);
    if (!payment) return undefined;
    const audit = (after: Record<string, unknown>) =>
      recordStaffAction(tx, staff, {
        action: input.decision === 'approve' ? 'payments.approve' : 'payments.reject',
        targetType: 'payment',
        targetId: id,
        targetLabel: paymentLabel(payment),
        before: { status: payment.status },
        after,
        reason: input.decision === 'reject' ? input.reason : null,
      });
    const twoNeeded = payment.amount > BigInt(await readPlatformSetting(tx, 'second_approval_above'));
    if (input.decision === 'approve' && twoNeeded) {
      if (!payment.approvedBy) {
        const approved = await recordFirstApproval(tx, id, input.staffId);
        await audit({ status: approved.status, first_approval: true });
        return { row: approved, firstApproval: true };
      }
      if (payment.approvedBy === input.staffId)
        throw new AppError('FORBIDDEN', 'api.second_approval_same_staff');
    }
    const decided = await applyOutcome(tx, id, outcome);
    if (!decided) return undefined;
    await audit(
      decided.status === 'succeeded'
        ? { status: decided.status, credited: Number(decided.amount) }
        : { status: decided.status },
    );
    return { row: decided, firstApproval: false };
  });
  if (!result) throw new AppError('CONFLICT', 'api.payment_decided');
  return { payment: presentPayment(result.row), firstApproval: result.firstApproval };
}

/** How the audit log names a payment: its reference, amount and method ("1A2B3C4D · ৳500.00 · manual_bkash"). */
function paymentLabel(payment: TPaymentRow): string {
  return `${shortReference(payment.id)} · ${formatTaka(Number(payment.amount), 'en')} · ${payment.method}`;
}
