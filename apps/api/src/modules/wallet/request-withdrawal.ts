import { randomUUID } from 'node:crypto';
import type { TWithdrawal, TWithdrawalInput } from '@haat/shared';
import type { TStoredWithdrawalDetails } from '../../db/schema/index.ts';
import type { TDeps } from '../../lib/deps.ts';
import { hashRequest, withIdempotency } from '../ledger/idempotency.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { notifyStaff } from '../notifications/notify.ts';
import { missingFreshCode, requireFreshCode } from '../two-factor/require-fresh-code.ts';
import type { TCodePlace } from '../two-factor/second-factor.ts';
import type { TUserRow } from '../users/repository.ts';
import { findUserById } from '../users/repository.ts';
import { checkStepUp } from './check-step-up.ts';
import { presentWithdrawal } from './present-wallet.ts';
import { insertWithdrawal } from './repository.ts';

function detailsOf(input: TWithdrawalInput): TStoredWithdrawalDetails {
  if (input.method === 'bank')
    return {
      bank_name: input.bank_name,
      account_name: input.account_name,
      account_number: input.account_number,
      branch: input.branch,
    };
  return { phone: input.phone };
}

/**
 * A withdrawal request: the amount moves wallet→hold at once (so it cannot be spent twice) and
 * waits for staff to pay or reject it. Once per Idempotency-Key. The account password must come
 * with it (step-up, decision 052), and a fresh code of the authenticator app when two-factor is on
 * (decision 061); a wrong one moves nothing.
 */
export async function requestWithdrawal(
  deps: TDeps,
  user: TUserRow,
  idempotencyKey: string,
  input: TWithdrawalInput,
  place: TCodePlace,
): Promise<{ status: number; body: TWithdrawal; replayed: boolean }> {
  await checkStepUp(user.passwordHash, input.password, missingFreshCode(user, input.two_factor_code));
  await requireFreshCode(deps, user, input.two_factor_code, place);
  const userId = user.id;
  const details = detailsOf(input);
  const requestHash = hashRequest({ method: input.method, amount: input.amount, details });
  return withIdempotency(
    deps,
    { userId, scope: 'withdrawal', key: idempotencyKey, requestHash },
    async (tx) => {
      const id = randomUUID();
      const amount = BigInt(input.amount);
      const hold = await postTransaction(tx, {
        type: 'withdrawal_hold',
        entries: [
          { account: { type: 'wallet', userId }, amount: -amount },
          { account: { type: 'hold', userId }, amount },
        ],
        reference: `withdrawal:${id}`,
        initiatedBy: userId,
      });
      const row = await insertWithdrawal(tx, {
        id,
        userId,
        amount,
        method: input.method,
        details,
        holdTransactionId: hold.id,
      });
      const user = await findUserById(tx, userId);
      await notifyStaff(tx, 'staff_withdrawal_requested', {
        withdrawal_id: row.id,
        amount: input.amount,
        method: input.method,
        user_name: user?.name ?? '',
      });
      return { status: 201, body: presentWithdrawal(row) };
    },
  );
}
