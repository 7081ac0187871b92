import type { TOrder, TOrderRole, TOrderStatus } from '@haat/shared/orders/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { ordersKeys } from './keys.ts';

export interface TOrderFilters {
  status?: TOrderStatus;
  /** Days (YYYY-MM-DD, inclusive, Bangladesh time). */
  from?: string;
  to?: string;
  q?: string;
}

export const ORDERS_PER_PAGE = 20;

/** The list's filters as a query string (also used for the CSV export's address). */
export function orderFilterQuery(role: TOrderRole, filters: TOrderFilters): string {
  const query = new URLSearchParams({ role });
  if (filters.status) query.set('status', filters.status);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.q?.trim()) query.set('q', filters.q.trim());
  return query.toString();
}

/** `GET /api/orders`: the user's purchases or sales, newest first, a page at a time. */
export function useOrders(role: TOrderRole, filters: TOrderFilters) {
  const filter = orderFilterQuery(role, filters);
  return usePagedList<TOrder>(
    ordersKeys.list(role, filter),
    (page) => `/api/orders?${filter}&page=${page}&per_page=${ORDERS_PER_PAGE}`,
  );
}
