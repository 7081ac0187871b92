import type { TWithdrawal } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { notify } from '../payments/notify.ts';
import { presentWithdrawal } from './present-wallet.ts';
import { findWithdrawal, markWithdrawalDecided } from './repository.ts';

export type TWithdrawalDecision = { action: 'pay' } | { action: 'reject'; reason: string };

/**
 * Staff decide a pending withdrawal exactly once: pay (hold→the outside world by its method) or
 * reject (hold→back to the wallet). The withdrawal row is locked first, so of two concurrent
 * decisions the second sees the first's outcome and gets a 409.
 */
export async function decideWithdrawal(
  deps: Pick<TDeps, 'db'>,
  staffId: string,
  id: string,
  decision: TWithdrawalDecision,
): Promise<TWithdrawal> {
  return deps.db.transaction(async (tx) => {
    const withdrawal = await findWithdrawal(tx, id, { forUpdate: true });
    if (!withdrawal) throw new AppError('NOT_FOUND', 'api.not_found');
    if (withdrawal.status !== 'pending') throw new AppError('CONFLICT', 'wallet.withdrawal_already_decided');
    const hold = { type: 'hold' as const, userId: withdrawal.userId };
    const posted = await postTransaction(tx, {
      type: decision.action === 'pay' ? 'withdrawal_payout' : 'withdrawal_release',
      entries: [
        { account: hold, amount: -withdrawal.amount },
        decision.action === 'pay'
          ? { account: { type: 'external', method: withdrawal.method }, amount: withdrawal.amount }
          : { account: { type: 'wallet', userId: withdrawal.userId }, amount: withdrawal.amount },
      ],
      reference: `withdrawal:${withdrawal.id}`,
      memo: decision.action === 'reject' ? decision.reason : undefined,
      initiatedBy: staffId,
    });
    const row = await markWithdrawalDecided(tx, withdrawal.id, {
      status: decision.action === 'pay' ? 'paid' : 'rejected',
      rejectReason: decision.action === 'reject' ? decision.reason : null,
      decisionTransactionId: posted.id,
      decidedBy: staffId,
    });
    await notify(
      tx,
      withdrawal.userId,
      decision.action === 'pay' ? 'withdrawal_paid' : 'withdrawal_rejected',
      {
        withdrawal_id: withdrawal.id,
        amount: Number(withdrawal.amount),
        method: withdrawal.method,
        ...(decision.action === 'reject' ? { reason: decision.reason } : {}),
      },
    );
    return presentWithdrawal(row);
  });
}
