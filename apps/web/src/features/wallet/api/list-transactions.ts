import type { TWalletEntry } from '@haat/shared/wallet/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { walletKeys } from './keys.ts';

export interface THistoryFilters {
  type?: string;
  from?: string;
  to?: string;
}

export const HISTORY_PER_PAGE = 20;

/** The wallet history, newest first, a page at a time, with the URL's filters. */
export function useWalletHistory(filters: THistoryFilters, enabled = true) {
  const query = new URLSearchParams();
  if (filters.type) query.set('type', filters.type);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  const filter = query.toString();
  return usePagedList<TWalletEntry>(
    walletKeys.history(filter),
    (page) =>
      `/api/wallet/transactions?page=${page}&per_page=${HISTORY_PER_PAGE}${filter ? `&${filter}` : ''}`,
    enabled,
  );
}
