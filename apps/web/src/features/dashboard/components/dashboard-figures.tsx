import type { TDashboard } from '@haat/shared/dashboard/schemas';
import { Building2, Coins, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../../components/ui/card.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

function Figure({
  icon,
  label,
  value,
  detail,
  to,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  detail?: ReactNode;
  to: string;
  testId: string;
}) {
  return (
    <li>
      <Link
        to={to}
        data-testid={testId}
        className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-emerald-600 dark:border-slate-700 dark:bg-slate-900"
      >
        <span className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
          {icon}
          {label}
        </span>
        <span className="break-all text-2xl font-bold tabular-nums text-slate-900 dark:text-white">
          {value}
        </span>
        {detail ? <span className="text-xs text-slate-600 dark:text-slate-400">{detail}</span> : null}
      </Link>
    </li>
  );
}

/** Earnings, orders and businesses of the chosen period, each leading to its own screen. */
export function DashboardFigures({ data }: { data: TDashboard | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!data)
    return (
      <div className="grid gap-3 sm:grid-cols-3">
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  const iconClass = 'size-4 text-emerald-700 dark:text-emerald-400';
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      <Figure
        testId="dashboard-earnings"
        to="/wallet"
        icon={<Coins aria-hidden className={iconClass} />}
        label={t('dashboard.earnings')}
        value={formatMoney(data.earnings.total, lang)}
        detail={t('dashboard.earnings_detail', {
          sales: formatMoney(data.earnings.sales_net, lang),
          bonuses: formatMoney(data.earnings.referral_bonuses, lang),
        })}
      />
      <Figure
        testId="dashboard-orders"
        to={data.orders.sales_to_handle > 0 ? '/business/orders' : '/orders'}
        icon={<ShoppingBag aria-hidden className={iconClass} />}
        label={t('dashboard.orders')}
        value={formatNumber(data.orders.purchases + data.orders.sales, lang)}
        detail={
          <>
            {t('dashboard.orders_detail', {
              purchases: formatNumber(data.orders.purchases, lang),
              sales: formatNumber(data.orders.sales, lang),
            })}
            {data.orders.sales_to_handle > 0 ? (
              <span className="block font-semibold text-amber-800 dark:text-amber-300">
                {t('dashboard.orders_to_handle', { count: data.orders.sales_to_handle })}
              </span>
            ) : null}
          </>
        }
      />
      <Figure
        testId="dashboard-businesses"
        to="/business-profiles"
        icon={<Building2 aria-hidden className={iconClass} />}
        label={t('dashboard.businesses')}
        value={formatNumber(data.active_businesses, lang)}
      />
    </ul>
  );
}
