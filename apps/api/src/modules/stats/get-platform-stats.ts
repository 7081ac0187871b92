import type { TPlatformStats } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { countBusinesses } from '../directory/repository.ts';
import { summariseLiveOrders } from '../orders/repository.ts';
import { countUsers } from '../users/repository.ts';

/**
 * Public figures for the home screen, each counted by its own area: businesses, users, and the
 * marketplace's orders placed and not cancelled or refunded (`transactions`) with their value
 * (`revenue_poisha`, delivery included).
 */
export async function getPlatformStats(deps: Pick<TDeps, 'db'>): Promise<TPlatformStats> {
  const [users, businesses, orders] = await Promise.all([
    countUsers(deps.db),
    countBusinesses(deps.db),
    summariseLiveOrders(deps.db),
  ]);
  return { businesses, users, transactions: orders.count, revenue_poisha: orders.value };
}
