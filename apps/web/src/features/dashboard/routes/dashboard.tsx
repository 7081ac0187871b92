import { DASHBOARD_PERIODS, type TDashboardPeriod } from '@haat/shared/dashboard/schemas';
import {
  Bell,
  Building2,
  Gift,
  LayoutDashboard,
  Package,
  Pencil,
  Settings,
  ShoppingBag,
  ShoppingCart,
  Store,
  User,
  Wallet,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { ResendVerification } from '../../auth/components/resend-verification.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { DashboardActivity } from '../components/dashboard-activity.tsx';
import { DashboardFigures } from '../components/dashboard-figures.tsx';
import { WalletSummary } from '../components/wallet-summary.tsx';

const ACTIONS = [
  { to: '/marketplace', key: 'nav.marketplace', icon: Store },
  { to: '/orders', key: 'dashboard.my_orders', icon: ShoppingCart },
  { to: '/business/orders', key: 'dashboard.sales', icon: ShoppingBag },
  { to: '/business/products/new', key: 'dashboard.add_product', icon: Package },
  { to: '/business-profiles', key: 'dashboard.my_businesses', icon: Building2 },
  { to: '/wallet', key: 'nav.wallet', icon: Wallet },
  { to: '/notifications', key: 'nav.notifications', icon: Bell },
  { to: '/profile', key: 'nav.profile', icon: User },
  { to: '/profile/edit', key: 'profile.menu_edit', icon: Pencil },
  { to: '/referrals', key: 'nav.referrals', icon: Gift },
  { to: '/settings', key: 'nav.settings', icon: Settings },
];

const PERIOD_KEYS: Record<TDashboardPeriod, string> = {
  today: 'dashboard.period_today',
  week: 'dashboard.period_week',
  month: 'dashboard.period_month',
  all: 'dashboard.period_all',
};

function periodOf(value: string | null): TDashboardPeriod {
  return DASHBOARD_PERIODS.find((period) => period === value) ?? 'month';
}

/**
 * The signed-in home: the wallet balance, the period's earnings, orders and businesses (today, this
 * week, this month, all time; kept in the address), quick actions and recent activity.
 */
export default function Dashboard() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params.get('period'));
  const dashboard = useDashboard(period);
  useDocumentTitle(t('nav.dashboard'));
  return (
    <div className="space-y-5" data-testid="dashboard">
      <PageHeader
        title={t('nav.dashboard')}
        subtitle={user ? t('panel.hello', { name: user.name }) : undefined}
        icon={<LayoutDashboard className="size-5" />}
      />
      {user && !user.email_verified_at ? (
        <Alert tone="info">
          <p className="mb-2">{t('dashboard.verify_email', { email: user.email })}</p>
          <ResendVerification />
        </Alert>
      ) : null}
      <WalletSummary />
      <section aria-labelledby="dashboard-period" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="dashboard-period" className="text-lg font-semibold">
            {t('dashboard.overview')}
          </h2>
          <ChoiceChips
            legend={t('dashboard.period')}
            value={period}
            testIdPrefix="period"
            choices={DASHBOARD_PERIODS.map((value) => ({ value, label: t(PERIOD_KEYS[value]) }))}
            onChange={(value) => setParams(value === 'month' ? {} : { period: value }, { replace: true })}
          />
        </div>
        {dashboard.isError ? (
          <Alert tone="error">
            <p>{t('dashboard.failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => dashboard.refetch()}>
              {t('wallet.retry')}
            </Button>
          </Alert>
        ) : (
          <DashboardFigures data={dashboard.data} />
        )}
      </section>
      <Card aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold">
          {t('dashboard.quick_actions')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {ACTIONS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col items-center gap-2 rounded-lg border border-slate-200 p-3 text-center hover:border-emerald-600 hover:bg-emerald-50 dark:border-slate-700 dark:hover:bg-emerald-950"
              >
                <Icon aria-hidden className="size-6 text-emerald-700 dark:text-emerald-400" />
                <span className="text-sm font-medium">{t(key)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
      {dashboard.data ? <DashboardActivity items={dashboard.data.recent_activity} /> : null}
    </div>
  );
}
