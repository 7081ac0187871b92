import { formatTaka, PAYOUT_REFERENCE_PATTERNS, shortReference, type TAdminWithdrawal } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { notify } from '../notifications/notify.ts';
import { readPlatformSetting } from '../payments/platform-settings.ts';
import { presentAdminWithdrawal } from './present-wallet.ts';
import {
  findAdminWithdrawal,
  findWithdrawal,
  markWithdrawalApproved,
  markWithdrawalDecided,
} from './repository.ts';

export type TWithdrawalDecision =
  | { action: 'approve' }
  | { action: 'pay'; reference: string }
  | { action: 'reject'; reason: string };

const REFERENCE_INDEX = 'withdrawals_method_payout_reference_unique';

/**
 * Staff decide a pending withdrawal exactly once: pay (hold→the outside world by its method, with
 * the payout's TrxID or bank reference) or reject (hold→back to the wallet). Nobody decides their
 * own withdrawal (403). Above the `second_approval_above` setting a payout needs two different
 * staff members: one approves (`approve`), another pays (decision 052). The withdrawal row is
 * locked first, so of two concurrent decisions the second sees the first's outcome (409). Each
 * decision is in the audit log (`withdrawals.approve|pay|reject`), written in its transaction.
 */
export async function decideWithdrawal(
  deps: Pick<TDeps, 'db'>,
  staff: TStaffContext,
  id: string,
  decision: TWithdrawalDecision,
): Promise<TAdminWithdrawal> {
  const staffId = staff.actor.id;
  const decidedId = await deps.db.transaction(async (tx) => {
    const withdrawal = await findWithdrawal(tx, id, { forUpdate: true });
    if (!withdrawal) throw new AppError('NOT_FOUND', 'api.not_found');
    if (withdrawal.userId === staffId) throw new AppError('FORBIDDEN', 'api.own_payment_decision');
    if (withdrawal.status !== 'pending') throw new AppError('CONFLICT', 'wallet.withdrawal_already_decided');
    const twoNeeded = withdrawal.amount > BigInt(await readPlatformSetting(tx, 'second_approval_above'));
    if (decision.action !== 'reject' && withdrawal.approvedBy === staffId)
      throw new AppError('FORBIDDEN', 'api.second_approval_same_staff');
    if (decision.action === 'approve') {
      if (!twoNeeded) throw new AppError('CONFLICT', 'wallet.withdrawal_one_approval');
      if (withdrawal.approvedBy) throw new AppError('CONFLICT', 'wallet.withdrawal_already_approved');
      await markWithdrawalApproved(tx, withdrawal.id, staffId);
      await recordStaffAction(tx, staff, {
        action: 'withdrawals.approve',
        targetType: 'withdrawal',
        targetId: withdrawal.id,
        targetLabel: withdrawalLabel(withdrawal),
        before: { status: withdrawal.status, first_approval: false },
        after: { status: withdrawal.status, first_approval: true },
      });
      return withdrawal.id;
    }
    if (decision.action === 'pay') {
      if (twoNeeded && !withdrawal.approvedBy)
        throw new AppError('CONFLICT', 'wallet.withdrawal_needs_approval');
      if (!PAYOUT_REFERENCE_PATTERNS[withdrawal.method].test(decision.reference))
        throw AppError.fields({ reference: `wallet.payout_reference_${withdrawal.method}` });
    }
    const pay = decision.action === 'pay';
    const hold = { type: 'hold' as const, userId: withdrawal.userId };
    const posted = await postTransaction(tx, {
      type: pay ? 'withdrawal_payout' : 'withdrawal_release',
      entries: [
        { account: hold, amount: -withdrawal.amount },
        pay
          ? { account: { type: 'external', method: withdrawal.method }, amount: withdrawal.amount }
          : { account: { type: 'wallet', userId: withdrawal.userId }, amount: withdrawal.amount },
      ],
      reference: `withdrawal:${withdrawal.id}`,
      memo: decision.action === 'reject' ? decision.reason : undefined,
      initiatedBy: staffId,
    });
    await markWithdrawalDecided(tx, withdrawal.id, {
      status: pay ? 'paid' : 'rejected',
      rejectReason: decision.action === 'reject' ? decision.reason : null,
      payoutReference: decision.action === 'pay' ? decision.reference : null,
      decisionTransactionId: posted.id,
      decidedBy: staffId,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, REFERENCE_INDEX))
        throw AppError.fields({ reference: 'wallet.payout_reference_used' });
      throw error;
    });
    await recordStaffAction(tx, staff, {
      action: pay ? 'withdrawals.pay' : 'withdrawals.reject',
      targetType: 'withdrawal',
      targetId: withdrawal.id,
      targetLabel: withdrawalLabel(withdrawal),
      before: { status: withdrawal.status },
      after: pay
        ? { status: 'paid', amount: Number(withdrawal.amount), payout_reference: decision.reference }
        : { status: 'rejected', amount_returned: Number(withdrawal.amount) },
      reason: decision.action === 'reject' ? decision.reason : null,
    });
    await notify(tx, withdrawal.userId, pay ? 'withdrawal_paid' : 'withdrawal_rejected', {
      withdrawal_id: withdrawal.id,
      amount: Number(withdrawal.amount),
      method: withdrawal.method,
      ...(decision.action === 'reject' ? { reason: decision.reason } : {}),
      ...(decision.action === 'pay' ? { reference: decision.reference } : {}),
    });
    return withdrawal.id;
  });
  const row = await findAdminWithdrawal(deps.db, decidedId);
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  const twoAbove = await readPlatformSetting(deps.db, 'second_approval_above');
  return presentAdminWithdrawal(row, BigInt(twoAbove));
}

/** How the audit log names a withdrawal: its reference, amount and method ("1A2B3C4D · ৳500.00 · bkash"). */
function withdrawalLabel(withdrawal: { id: string; amount: bigint; method: string }): string {
  return `${shortReference(withdrawal.id)} · ${formatTaka(Number(withdrawal.amount), 'en')} · ${withdrawal.method}`;
}
