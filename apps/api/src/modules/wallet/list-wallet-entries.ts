import type { TWalletEntryList, TWalletTransactionsQuery } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { presentMovement } from './present-wallet.ts';
import { countWalletMovements, listWalletMovements } from './repository.ts';

/**
 * The user's wallet history, newest first: one row per money movement in its current state
 * (decision 053), filtered by kind and by the day it started.
 */
export async function listWalletTransactions(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  query: TWalletTransactionsQuery,
): Promise<TWalletEntryList> {
  const filters = { kind: query.type, from: query.from, to: query.to };
  const [rows, total] = await Promise.all([
    listWalletMovements(deps.db, userId, filters, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countWalletMovements(deps.db, userId, filters),
  ]);
  return {
    success: true,
    data: rows.map(presentMovement),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
