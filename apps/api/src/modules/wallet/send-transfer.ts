import type { TTransferInput, TTransferResult } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { hashRequest, withIdempotency } from '../ledger/idempotency.ts';
import { postTransaction } from '../ledger/post-transaction.ts';
import { findRecipient } from './preview-transfer.ts';
import { walletBalances } from './repository.ts';

/**
 * Moves `amount` from the sender's wallet to the recipient's in one ledger transaction, once per
 * Idempotency-Key (a replay answers the first result without moving money again).
 */
export async function sendTransfer(
  deps: Pick<TDeps, 'db'>,
  senderId: string,
  idempotencyKey: string,
  input: TTransferInput,
): Promise<{ status: number; body: TTransferResult; replayed: boolean }> {
  const requestHash = hashRequest({
    recipient: input.recipient,
    amount: input.amount,
    note: input.note,
  });
  return withIdempotency(
    deps,
    { userId: senderId, scope: 'transfer', key: idempotencyKey, requestHash },
    async (tx) => {
      const recipient = await findRecipient(tx, senderId, input.recipient);
      const amount = BigInt(input.amount);
      const { id } = await postTransaction(tx, {
        type: 'transfer',
        entries: [
          { account: { type: 'wallet', userId: senderId }, amount: -amount },
          { account: { type: 'wallet', userId: recipient.id }, amount },
        ],
        reference: 'transfer',
        memo: input.note ?? undefined,
        initiatedBy: senderId,
      });
      const { balance } = await walletBalances(tx, senderId);
      return {
        status: 201,
        body: {
          transaction_id: id,
          amount: input.amount,
          note: input.note,
          recipient: recipient.preview,
          balance: Number(balance),
          created_at: new Date().toISOString(),
        },
      };
    },
  );
}
