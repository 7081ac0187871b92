import type { TAdminWithdrawal, TWithdrawalStatus } from '@haat/shared/wallet/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { adminKeys } from './keys.ts';

export type TWithdrawalFilter = TWithdrawalStatus | 'all';

export const WITHDRAWALS_PER_PAGE = 20;

function query(status: TWithdrawalFilter, page: number, perPage: number): string {
  const params = new URLSearchParams();
  if (status !== 'all') params.set('status', status);
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `/api/admin/withdrawals?${params}`;
}

/** Every withdrawal with its user, newest first, optionally by status ("Load more"). */
export function useAdminWithdrawals(status: TWithdrawalFilter) {
  return usePagedList<TAdminWithdrawal>(adminKeys.withdrawalList(status), (page) =>
    query(status, page, WITHDRAWALS_PER_PAGE),
  );
}

/** How many withdrawals wait to be paid out (the tab's count). */
export function usePendingWithdrawalCount() {
  return useQuery({
    queryKey: adminKeys.withdrawalCount,
    queryFn: async ({ signal }) =>
      (await api.get<{ meta: { total: number } }>(query('pending', 1, 1), signal)).meta.total,
  });
}
