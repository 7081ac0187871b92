import type { TAdminPayment, TPaymentMethod, TPaymentStatus } from '@haat/shared/payments/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { adminKeys } from './keys.ts';

/**
 * A top-up as staff see it. `review` is set when an SSLCommerz payment is held for a person to
 * check (e.g. `risk_level_1`, `amount_mismatch`).
 */
export type TStaffPayment = TAdminPayment;

export interface TPaymentFilters {
  status: TPaymentStatus | 'all';
  method: TPaymentMethod | 'all';
}

export const PAYMENTS_PER_PAGE = 20;

function query(filters: TPaymentFilters, page: number, perPage: number): string {
  const params = new URLSearchParams();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.method !== 'all') params.set('method', filters.method);
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return `/api/admin/payments?${params}`;
}

/** Every top-up with its user, newest first, by status and method ("Load more"). */
export function useAdminPayments(filters: TPaymentFilters) {
  return usePagedList<TStaffPayment>(adminKeys.paymentList(`${filters.status}|${filters.method}`), (page) =>
    query(filters, page, PAYMENTS_PER_PAGE),
  );
}

/** How many top-ups wait for a decision (the tab's count). */
export function usePendingPaymentCount() {
  return useQuery({
    queryKey: adminKeys.paymentCount,
    queryFn: async ({ signal }) =>
      (await api.get<{ meta: { total: number } }>(query({ status: 'pending', method: 'all' }, 1, 1), signal))
        .meta.total,
  });
}
