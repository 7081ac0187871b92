import type { TMarketplaceTransaction } from '@haat/shared/orders/seller-schemas';
import { downloadFile } from '../../../lib/download-file.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { sellerKeys } from './keys.ts';

/** The role chips as the address has them, and what the API calls them. */
export const ROLE_FILTERS = ['all', 'sales', 'purchases'] as const;
export type TRoleFilter = (typeof ROLE_FILTERS)[number];
const API_ROLE: Record<TRoleFilter, 'all' | 'seller' | 'buyer'> = {
  all: 'all',
  sales: 'seller',
  purchases: 'buyer',
};
export const TRANSACTIONS_PER_PAGE = 20;

export interface TTransactionTotals {
  sales_net: number;
  commission: number;
  purchases: number;
}

/** `GET /api/marketplace/transactions` for one role filter and page. */
export function transactionsUrl(role: TRoleFilter, page: number): string {
  return `/api/marketplace/transactions?role=${API_ROLE[role]}&page=${page}&per_page=${TRANSACTIONS_PER_PAGE}`;
}

/** The CSV of the same rows (a signed-in download; relative address). */
export function transactionsCsvUrl(role: TRoleFilter): string {
  return `/api/marketplace/transactions/export.csv?role=${API_ROLE[role]}`;
}

/** The user's sales and purchases with their money, page by page, and the totals over all of them. */
export function useTransactions(role: TRoleFilter) {
  return usePagedList<TMarketplaceTransaction, { totals: TTransactionTotals }>(
    sellerKeys.transactions(role),
    (page) => transactionsUrl(role, page),
  );
}

/** Downloads the CSV with the session's bearer token (a plain link would go without it). */
export const downloadTransactionsCsv = (role: TRoleFilter): Promise<void> =>
  downloadFile(transactionsCsvUrl(role), `haat-marketplace-${role}.csv`);
