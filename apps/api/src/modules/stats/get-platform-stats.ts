import type { TPlatformStats } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { countUsers } from '../users/repository.ts';

/**
 * Public figures for the home screen. Each area contributes its own count; areas that do not
 * exist yet (directory, wallet) contribute nothing, so the figures are never invented.
 */
export async function getPlatformStats(deps: Pick<TDeps, 'db'>): Promise<TPlatformStats> {
  const users = await countUsers(deps.db);
  return { businesses: 0, users, transactions: 0, revenue_poisha: 0 };
}
