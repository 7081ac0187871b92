import type { TWithdrawal } from '@haat/shared/wallet/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { walletKeys } from './keys.ts';

/** The signed-in user's withdrawals, newest first. */
export function useWithdrawals() {
  return usePagedList<TWithdrawal>(
    walletKeys.withdrawals,
    (page) => `/api/wallet/withdrawals?page=${page}&per_page=10`,
  );
}
