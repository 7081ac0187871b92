import type { TTx } from '../../db/client.ts';
import type { TStoredProviderData } from '../../db/schema/payments.ts';
import { postTransaction, type TLedgerMethod } from '../ledger/post-transaction.ts';
import { notify, notifyStaff } from '../notifications/notify.ts';
import { findUserById } from '../users/repository.ts';
import { reviewReason } from './present-payment.ts';
import { qualifyReferralBonus } from './referral-bonus.ts';
import { addProviderData, decidePendingPayment, lockPendingPayment, type TPaymentRow } from './repository.ts';
import type { TPaymentOutcome } from './top-up-method.ts';

const LEDGER_METHOD: Record<TPaymentRow['method'], TLedgerMethod> = {
  manual_bkash: 'bkash',
  manual_nagad: 'nagad',
  sslcommerz: 'sslcommerz',
  demo: 'demo',
};

/**
 * Credits a pending payment, inside the caller's transaction: locks the row (a concurrent second
 * credit waits, then finds it decided), posts external:<method> → wallet, marks it succeeded with
 * the ledger transaction, pays a first-top-up referral bonus and writes the notification.
 * Answers undefined when the payment was not pending (already decided): nothing moves then.
 */
export async function creditPayment(
  tx: TTx,
  paymentId: string,
  options: { decidedBy?: string; providerData?: TStoredProviderData } = {},
): Promise<TPaymentRow | undefined> {
  const payment = await lockPendingPayment(tx, paymentId);
  if (!payment) return undefined;
  const ledger = await postTransaction(tx, {
    type: 'topup',
    entries: [
      { account: { type: 'external', method: LEDGER_METHOD[payment.method] }, amount: -payment.amount },
      { account: { type: 'wallet', userId: payment.userId }, amount: payment.amount },
    ],
    reference: `payment:${payment.id}`,
    memo: `Top-up (${payment.method})`,
    initiatedBy: options.decidedBy ?? payment.userId,
  });
  const decided = await decidePendingPayment(tx, payment.id, {
    status: 'succeeded',
    decidedBy: options.decidedBy,
    providerData: options.providerData,
    ledgerTransactionId: ledger.id,
  });
  if (!decided) throw new Error('locked pending payment could not be decided');
  await qualifyReferralBonus(tx, decided.userId);
  await notify(tx, decided.userId, options.decidedBy ? 'top_up_approved' : 'top_up_succeeded', {
    payment_id: decided.id,
    amount: Number(decided.amount),
    method: decided.method,
  });
  return decided;
}

/** Ends a pending payment without moving money (failed, cancelled or rejected); undefined if decided. */
export async function closePayment(
  tx: TTx,
  paymentId: string,
  change: {
    status: 'failed' | 'cancelled' | 'rejected';
    reason?: string;
    decidedBy?: string;
    providerData?: TStoredProviderData;
  },
): Promise<TPaymentRow | undefined> {
  const decided = await decidePendingPayment(tx, paymentId, change);
  if (decided && change.status === 'rejected') {
    await notify(tx, decided.userId, 'top_up_rejected', {
      payment_id: decided.id,
      amount: Number(decided.amount),
      method: decided.method,
      reason: decided.reason,
    });
  }
  return decided;
}

/** Applies what a method concluded, inside the caller's transaction; undefined if nothing changed. */
export async function applyOutcome(
  tx: TTx,
  paymentId: string,
  outcome: TPaymentOutcome,
): Promise<TPaymentRow | undefined> {
  if (outcome.status === 'succeeded') return creditPayment(tx, paymentId, outcome);
  if (outcome.status === 'pending') {
    if (outcome.providerData) {
      // Locked, so two callbacks at once see each other's review note and staff hear once.
      const before = await lockPendingPayment(tx, paymentId);
      await addProviderData(tx, paymentId, outcome.providerData);
      // A gateway payment newly held for review: staff hear about it once.
      const review = outcome.providerData.review;
      if (before && typeof review === 'string' && reviewReason(before) === null) {
        const user = await findUserById(tx, before.userId);
        await notifyStaff(tx, 'staff_payment_held', {
          payment_id: before.id,
          amount: Number(before.amount),
          method: before.method,
          user_name: user?.name ?? '',
          review,
        });
      }
    }
    return undefined;
  }
  return closePayment(tx, paymentId, outcome);
}
