import type { TTransferInput, TTransferResult } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { hashRequest, withIdempotency } from '../ledger/idempotency.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { notify } from '../notifications/notify.ts';
import { readCachedSetting } from '../payments/platform-settings.ts';
import { checkStepUp } from './check-step-up.ts';
import { findRecipient } from './preview-transfer.ts';
import { transactionTime, walletBalances } from './repository.ts';

/**
 * Moves `amount` from the sender's wallet to the recipient's in one ledger transaction, once per
 * Idempotency-Key (a replay answers the first result without moving money again). Above the
 * `transfer_password_above` setting the account password must come with it (decision 052).
 */
export async function sendTransfer(
  deps: Pick<TDeps, 'db'>,
  sender: { id: string; name: string; passwordHash: string },
  idempotencyKey: string,
  input: TTransferInput,
): Promise<{ status: number; body: TTransferResult; replayed: boolean }> {
  if (input.amount > (await readCachedSetting(deps.db, 'transfer_password_above')))
    await checkStepUp(sender.passwordHash, input.password);
  const requestHash = hashRequest({
    recipient: input.recipient,
    amount: input.amount,
    note: input.note,
  });
  return withIdempotency(
    deps,
    { userId: sender.id, scope: 'transfer', key: idempotencyKey, requestHash },
    async (tx) => {
      const recipient = await findRecipient(tx, sender.id, input.recipient);
      const amount = BigInt(input.amount);
      const { id } = await postTransaction(tx, {
        type: 'transfer',
        entries: [
          { account: { type: 'wallet', userId: sender.id }, amount: -amount },
          { account: { type: 'wallet', userId: recipient.id }, amount },
        ],
        reference: 'transfer',
        memo: input.note ?? undefined,
        initiatedBy: sender.id,
      });
      await notify(tx, recipient.id, 'transfer_received', {
        amount: input.amount,
        from: sender.name,
        note: input.note,
        transaction_id: id,
      });
      const { balance } = await walletBalances(tx, sender.id);
      const createdAt = await transactionTime(tx, id);
      return {
        status: 201,
        body: {
          transaction_id: id,
          amount: input.amount,
          note: input.note,
          recipient: recipient.preview,
          balance: Number(balance),
          created_at: createdAt.toISOString(),
        },
      };
    },
  );
}
