import type { MONEY_MOVEMENTS, TMarketplaceTransaction, TTransactionsQuery } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { findSellers } from '../directory/find-sellers.ts';
import { listUserMovements } from '../ledger/list-user-movements.ts';
import { findUserNames } from '../users/repository.ts';
import { listOrdersOfUser, moneyTotalsOf, type TOrderRow } from './repository.ts';

const KIND: Record<string, (typeof MONEY_MOVEMENTS)[number]> = {
  order_payment: 'payment',
  order_release: 'release',
  order_refund: 'refund',
  order_commission: 'commission',
};

/**
 * The money of the user's marketplace orders (`/marketplace/transactions`): each sale or purchase
 * with its total, commission and net, and the ledger movements of the user's wallet and dues it
 * caused (payment into escrow, release, refund, commission), newest order first.
 */
export async function listMarketplaceTransactions(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  query: TTransactionsQuery,
) {
  const { rows, total } = await listOrdersOfUser(deps.db, userId, query.role, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const data = await presentTransactions(deps, userId, rows);
  const totals = await moneyTotalsOf(deps.db, userId);
  return {
    success: true as const,
    data,
    meta: {
      page: query.page,
      perPage: query.per_page,
      total,
      totals: { sales_net: totals.salesNet, commission: totals.commission, purchases: totals.purchases },
    },
  };
}

export async function presentTransactions(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  rows: TOrderRow[],
): Promise<TMarketplaceTransaction[]> {
  const [movements, buyers, sellers] = await Promise.all([
    listUserMovements(
      deps.db,
      userId,
      rows.map((row) => `order:${row.id}`),
    ),
    findUserNames(
      deps.db,
      rows.map((row) => row.buyerId),
    ),
    findSellers(
      deps.db,
      rows.map((row) => row.businessId),
    ),
  ]);
  return rows.map((row) => {
    const role = row.sellerId === userId ? 'seller' : 'buyer';
    return {
      order_id: row.id,
      number: row.number,
      role,
      counterpart:
        role === 'seller' ? (buyers.get(row.buyerId) ?? '') : (sellers.get(row.businessId)?.name ?? ''),
      status: row.status,
      payment_method: row.paymentMethod,
      total: row.total,
      commission: row.commission,
      net: role === 'seller' ? row.total - row.commission : row.total,
      movements: movements
        .filter((movement) => movement.reference === `order:${row.id}` && KIND[movement.type])
        .map((movement) => ({
          kind: KIND[movement.type] as (typeof MONEY_MOVEMENTS)[number],
          amount: movement.amount,
          at: movement.at.toISOString(),
        })),
      created_at: row.createdAt.toISOString(),
    };
  });
}
