import type { TWalletEntryList, TWalletTransactionsQuery } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { presentEntry } from './present-wallet.ts';
import { countWalletEntries, listWalletEntries } from './repository.ts';

/** The user's wallet history, newest first, filtered by type and dates. */
export async function listWalletTransactions(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  query: TWalletTransactionsQuery,
): Promise<TWalletEntryList> {
  const filters = { type: query.type, from: query.from, to: query.to };
  const [rows, total] = await Promise.all([
    listWalletEntries(deps.db, userId, filters, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countWalletEntries(deps.db, userId, filters),
  ]);
  return {
    success: true,
    data: rows.map(presentEntry),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
