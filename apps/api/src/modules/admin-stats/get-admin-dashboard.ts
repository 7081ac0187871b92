import {
  ADMIN_DASHBOARD_PERIODS,
  ADMIN_MONEY_QUEUES,
  ADMIN_QUEUES,
  canStaff,
  type TAdminDashboard,
  type TAdminDashboardPeriod,
  type TAdminFigure,
  type TAdminQueue,
} from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { countBusinesses } from '../directory/repository.ts';
import { countUsers } from '../users/repository.ts';
import {
  countActiveListings,
  countActiveUsers,
  countQueues,
  sumRollingWindows,
  type TSource,
} from './repository.ts';

/** Where each queue is worked in the back office. */
export const QUEUE_PATHS: Record<TAdminQueue, string> = {
  payments: '/admin/payments?view=topups',
  withdrawals: '/admin/payments?view=withdrawals',
  kyc: '/admin/kyc',
  whatsapp: '/admin/whatsapp-verifications',
  reports: '/admin/content',
};

const COUNTED: readonly TSource[] = ['signups', 'new_businesses', 'new_listings', 'orders', 'cards', 'posts'];
const MONEY: readonly TSource[] = ['revenue', 'commission', 'top_ups', 'withdrawals', 'transfers'];

/**
 * The dashboard's figures for a role: the last 7 and 30 days against the days before them, totals,
 * and the queues waiting for staff. Money figures and money queues only for a role that may see
 * money (`money` or `analytics`): null otherwise, and not even counted.
 */
export async function getAdminDashboard(
  deps: Pick<TDeps, 'db'>,
  role: string,
  now: Date = new Date(),
): Promise<TAdminDashboard> {
  const money = canStaff(role, 'money') || canStaff(role, 'analytics');
  const sources = money ? [...COUNTED, ...MONEY] : COUNTED;
  const queues = money ? ADMIN_QUEUES : ADMIN_QUEUES.filter((queue) => !ADMIN_MONEY_QUEUES.includes(queue));
  const [users, businesses, listings, active, queueCounts, ...figures] = await Promise.all([
    countUsers(deps.db),
    countBusinesses(deps.db),
    countActiveListings(deps.db),
    countActiveUsers(deps.db, now, ADMIN_DASHBOARD_PERIODS),
    countQueues(deps.db, queues),
    ...sources.map((source) => sumRollingWindows(deps.db, source, now, ADMIN_DASHBOARD_PERIODS)),
  ]);
  const bySource = new Map(sources.map((source, index) => [source, figures[index] ?? []]));
  const figure = (source: TSource, days: number): TAdminFigure | null => {
    const found = bySource.get(source)?.find((window) => window.days === days);
    return found ? { current: found.current, previous: found.previous } : null;
  };
  const counted = (source: TSource, days: number): TAdminFigure =>
    figure(source, days) ?? { current: 0, previous: 0 };
  const periods = ADMIN_DASHBOARD_PERIODS.map(
    (days): TAdminDashboardPeriod => ({
      days,
      new_users: counted('signups', days),
      active_users: { current: active.get(days) ?? 0, previous: null },
      new_businesses: counted('new_businesses', days),
      new_listings: counted('new_listings', days),
      orders: counted('orders', days),
      revenue: figure('revenue', days),
      commission: figure('commission', days),
      top_ups: figure('top_ups', days),
      withdrawals: figure('withdrawals', days),
      transfers: figure('transfers', days),
      cards: counted('cards', days),
      posts: counted('posts', days),
    }),
  );
  return {
    generated_at: now.toISOString(),
    money,
    totals: { users, businesses, listings },
    periods,
    queues: ADMIN_QUEUES.map((queue) => ({
      queue,
      count: queueCounts.get(queue) ?? null,
      path: QUEUE_PATHS[queue],
    })),
  };
}

/** How long a role's dashboard is kept: a dashboard left open refreshing cannot load the database. */
export const DASHBOARD_TTL_MS = 30_000;

/** `getAdminDashboard`, kept ~30 s per role in this process. */
export function cachedAdminDashboard(options: { ttlMs?: number } = {}) {
  const cache = createTtlCache<TAdminDashboard>({ ttlMs: options.ttlMs ?? DASHBOARD_TTL_MS, maxEntries: 8 });
  return async (deps: Pick<TDeps, 'db'>, role: string): Promise<TAdminDashboard> => {
    const kept = cache.get(role);
    if (kept) return kept;
    const generation = cache.generation();
    const fresh = await getAdminDashboard(deps, role);
    cache.set(role, fresh, generation);
    return fresh;
  };
}
