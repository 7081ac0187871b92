import type { TPayment } from '@haat/shared/payments/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { paymentKeys } from './keys.ts';

export const PAYMENTS_PER_PAGE = 10;

/** The user's own top-ups, newest first, a page at a time. */
export function usePayments() {
  return usePagedList<TPayment>(
    paymentKeys.list,
    (page) => `/api/payments?page=${page}&per_page=${PAYMENTS_PER_PAGE}`,
  );
}
