import type { TOrder, TOrderListQuery } from '@haat/shared';
import type { TOrdersDeps } from './orders-deps.ts';
import { presentOrders } from './present-order.ts';
import { countOrders, listOrders, type TOrderFilter } from './repository.ts';

/** Midnight of a day in Bangladesh time (UTC+6 all year). */
function dhakaMidnight(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+06:00`) + plusDays * 86_400_000);
}

/** The list filter of a query: dates are whole days in Bangladesh time, `to` included. */
export function orderFilterOf(userId: string, query: TOrderListQuery): TOrderFilter {
  return {
    role: query.role,
    userId,
    status: query.status,
    businessId: query.business_id,
    from: query.from ? dhakaMidnight(query.from) : undefined,
    to: query.to ? dhakaMidnight(query.to, 1) : undefined,
    text: query.q ?? undefined,
  };
}

/** The user's purchases or sales, newest first, one page. */
export async function listOwnOrders(
  deps: TOrdersDeps,
  userId: string,
  query: TOrderListQuery,
): Promise<{ success: true; data: TOrder[]; meta: { page: number; perPage: number; total: number } }> {
  const filter = orderFilterOf(userId, query);
  const [rows, total] = await Promise.all([
    listOrders(deps.db, filter, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countOrders(deps.db, filter),
  ]);
  return {
    success: true,
    data: await presentOrders(deps.db, deps.storage, rows, userId),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
