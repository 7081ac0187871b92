import type { TPlatformStats } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { countBusinesses } from '../directory/repository.ts';
import { countUsers } from '../users/repository.ts';

/**
 * Public figures for the home screen. Each area contributes its own count; areas that do not
 * exist yet (wallet: transactions and revenue) contribute nothing, so the figures are never invented.
 */
export async function getPlatformStats(deps: Pick<TDeps, 'db'>): Promise<TPlatformStats> {
  const [users, businesses] = await Promise.all([countUsers(deps.db), countBusinesses(deps.db)]);
  return { businesses, users, transactions: 0, revenue_poisha: 0 };
}
