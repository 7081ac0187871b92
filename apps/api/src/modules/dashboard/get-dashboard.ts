import type { TDashboard, TDashboardPeriod } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { countOwnedBusinesses } from '../directory/repository.ts';
import { listNotifications } from '../notifications/list-notifications.ts';
import { summariseOrdersOf } from '../orders/repository.ts';
import { sumReleasedBonuses } from '../payments/referral-repository.ts';
import { getWallet } from '../wallet/get-wallet.ts';
import { periodStart } from './period-start.ts';

/** The signed-in user's dashboard for a period: each figure asked of the area that owns it. */
export async function getDashboard(
  deps: TDeps,
  userId: string,
  period: TDashboardPeriod,
): Promise<TDashboard> {
  const since = periodStart(period);
  const [wallet, orders, bonuses, businesses, activity] = await Promise.all([
    getWallet(deps, userId),
    summariseOrdersOf(deps.db, userId, since),
    sumReleasedBonuses(deps.db, userId, since),
    countOwnedBusinesses(deps.db, userId),
    listNotifications(deps, userId, { page: 1, per_page: 8 }),
  ]);
  return {
    period,
    since: since?.toISOString() ?? null,
    wallet_balance: wallet.balance,
    earnings: {
      sales_net: orders.salesNet,
      referral_bonuses: bonuses,
      total: orders.salesNet + bonuses,
    },
    active_businesses: businesses,
    orders: { purchases: orders.purchases, sales: orders.sales, sales_to_handle: orders.salesToHandle },
    recent_activity: activity.data,
  };
}
