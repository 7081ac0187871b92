import type { TTx } from '../../db/client.ts';
import { lockBalances, postTransaction, type TLedgerAccount } from '../ledger/post-transaction.ts';
import type { TOrderRow } from './repository.ts';

/*
 * The money of an order (decision 054). A wallet order's total waits in `escrow`; on completion the
 * seller gets it less the commission, and anything the seller owes (`dues`) is settled from it first;
 * on cancellation or refund it goes back to the buyer. A cash-on-delivery order's commission is taken
 * from the seller's wallet when it completes, and what the wallet cannot cover becomes dues.
 */

type TEntry = { account: TLedgerAccount; amount: bigint };

function nonZero(entries: TEntry[]): TEntry[] {
  return entries.filter((entry) => entry.amount !== 0n);
}

/** Pays out a completed order; answers the ledger transaction (undefined: nothing to post). */
export async function settleOrder(
  tx: TTx,
  order: TOrderRow,
  actorId: string | null,
): Promise<string | undefined> {
  const seller = order.sellerId;
  const wallet: TLedgerAccount = { type: 'wallet', userId: seller };
  const dues: TLedgerAccount = { type: 'dues', userId: seller };
  const commission = BigInt(order.commission);
  // Every account of the posting at once, in the ledger's one lock order (no deadlocks).
  const balances = await lockBalances(tx, [{ type: 'escrow' }, wallet, dues, { type: 'platform_revenue' }]);
  const owed = -(balances.get(`dues:${seller}`) ?? 0n);
  if (order.paymentMethod === 'wallet') {
    const net = BigInt(order.total) - commission;
    const settled = owed < net ? owed : net;
    const posted = await postTransaction(tx, {
      type: 'order_release',
      entries: nonZero([
        { account: { type: 'escrow' }, amount: -BigInt(order.total) },
        { account: wallet, amount: net - settled },
        { account: dues, amount: settled },
        { account: { type: 'platform_revenue' }, amount: commission },
      ]),
      reference: `order:${order.id}`,
      memo: order.number,
      initiatedBy: actorId ?? undefined,
    });
    return posted.id;
  }
  if (commission === 0n) return undefined;
  const available = balances.get(`wallet:${seller}`) ?? 0n;
  const paid = available < commission ? available : commission;
  const posted = await postTransaction(tx, {
    type: 'order_commission',
    entries: nonZero([
      { account: wallet, amount: -paid },
      { account: dues, amount: -(commission - paid) },
      { account: { type: 'platform_revenue' }, amount: commission },
    ]),
    reference: `order:${order.id}`,
    memo: order.number,
    initiatedBy: actorId ?? undefined,
  });
  return posted.id;
}

/** Gives a wallet order's money back to the buyer (undefined for cash on delivery). */
export async function refundOrder(tx: TTx, order: TOrderRow, actorId: string): Promise<string | undefined> {
  if (order.paymentMethod !== 'wallet') return undefined;
  const posted = await postTransaction(tx, {
    type: 'order_refund',
    entries: [
      { account: { type: 'escrow' }, amount: -BigInt(order.total) },
      { account: { type: 'wallet', userId: order.buyerId }, amount: BigInt(order.total) },
    ],
    reference: `order:${order.id}`,
    memo: order.number,
    initiatedBy: actorId,
  });
  return posted.id;
}
