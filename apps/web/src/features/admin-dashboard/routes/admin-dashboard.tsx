import { canStaff } from '@haat/shared/admin/roles';
import type { TAdminDashboard, TAdminDashboardPeriod } from '@haat/shared/admin/stats-schemas';
import { LayoutDashboard } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { formatDateTime, formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useSearchChoice } from '../../../lib/use-search-choice.ts';
import { useSession } from '../../auth/api/session.ts';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { FigureTile } from '../components/figure-tile.tsx';
import { QueuePanel } from '../components/queue-panel.tsx';

const PERIODS = ['7', '30'] as const;

/**
 * `/admin`: how the platform did over the last 7 or 30 days (`?days=`) against the days before, each
 * figure linking to its list, and what waits for staff. Moderators get no money figures (the API
 * sends them as null) and no links to the analytics they may not open.
 */
export default function AdminDashboard() {
  const { t } = useTranslation();
  const title = t('admin_dashboard.title');
  useDocumentTitle(title);
  const [days, setDays] = useSearchChoice('days', PERIODS, '7');
  const dashboard = useAdminDashboard();

  return (
    <div>
      <PageHeader title={title} subtitle={t('admin_dashboard.intro')} icon={<LayoutDashboard />} />
      {dashboard.isPending ? (
        <DashboardLoading />
      ) : dashboard.isError || !dashboard.data ? (
        <Alert tone="error">
          <p>{t('admin_dashboard.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => dashboard.refetch()}>
            {t('admin_dashboard.retry')}
          </Button>
        </Alert>
      ) : (
        <div className="space-y-5">
          <QueuePanel queues={dashboard.data.queues} />
          <ChoiceChips
            legend={t('admin_dashboard.period_label')}
            choices={PERIODS.map((value) => ({ value, label: t(`admin_dashboard.period.${value}`) }))}
            value={days}
            onChange={setDays}
            testIdPrefix="period"
          />
          <Figures data={dashboard.data} days={Number(days)} />
        </div>
      )}
    </div>
  );
}

function Figures({ data, days }: { data: TAdminDashboard; days: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { userRole } = useSession();
  const period = data.periods.find((item) => item.days === days) ?? data.periods[0];
  if (!period) return null;
  const count = (value: number) => formatNumber(value, lang);
  const money = (value: number) => formatMoney(value, lang);
  // The analytics are for admins: a moderator's tiles lead nowhere they could not open.
  const analytics = (metric: string) =>
    canStaff(userRole, 'analytics') ? `/admin/analytics?metric=${metric}&range=${days}` : undefined;
  const tile = (
    id: keyof TAdminDashboardPeriod,
    write: (value: number) => string,
    extra: { to?: string; total?: string; note?: string } = {},
  ) => {
    const figure = period[id];
    if (!figure || typeof figure === 'number') return null;
    return (
      <li key={id}>
        <FigureTile
          id={id}
          label={t(`admin_dashboard.figures.${id}`)}
          figure={figure}
          days={days}
          write={write}
          {...extra}
        />
      </li>
    );
  };
  const grid = 'grid grid-cols-2 gap-3 sm:grid-cols-3 2xl:grid-cols-4';
  return (
    <div className="space-y-5" data-testid="figures">
      <section aria-labelledby="people-title">
        <h2 id="people-title" className="mb-2 text-lg font-semibold">
          {t('admin_dashboard.sections.people')}
        </h2>
        <ul className={grid}>
          {tile('new_users', count, {
            to: '/admin/users',
            total: t('admin_dashboard.total', { total: count(data.totals.users) }),
          })}
          {tile('active_users', count, { to: '/admin/users', note: t('admin_dashboard.active_note') })}
          {tile('new_businesses', count, {
            to: '/admin/businesses',
            total: t('admin_dashboard.total', { total: count(data.totals.businesses) }),
          })}
          {tile('new_listings', count, {
            to: '/marketplace',
            total: t('admin_dashboard.total_listings', { total: count(data.totals.listings) }),
          })}
        </ul>
      </section>
      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="mb-2 text-lg font-semibold">
          {t('admin_dashboard.sections.activity')}
        </h2>
        <ul className={grid}>
          {tile('orders', count, { to: analytics('orders') })}
          {tile('cards', count, { to: analytics('cards') })}
          {tile('posts', count, { to: analytics('posts') })}
        </ul>
      </section>
      {data.money ? (
        <section aria-labelledby="money-title" data-testid="money-figures">
          <h2 id="money-title" className="mb-2 text-lg font-semibold">
            {t('admin_dashboard.sections.money')}
          </h2>
          <ul className={grid}>
            {tile('revenue', money, { to: analytics('revenue') })}
            {tile('commission', money, { to: analytics('commission') })}
            {tile('top_ups', money, { to: analytics('top_ups') })}
            {tile('withdrawals', money, { to: analytics('withdrawals') })}
            {tile('transfers', money)}
          </ul>
        </section>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="money-hidden">
          {t('admin_dashboard.money_hidden')}
        </p>
      )}
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {t('admin_dashboard.counted_at', { time: formatDateTime(data.generated_at, lang) })}
      </p>
    </div>
  );
}

function DashboardLoading() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" aria-busy="true" data-testid="dashboard-loading">
      <span className="sr-only" role="status">
        {t('admin_dashboard.loading')}
      </span>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-3">
        {[1, 2, 3, 4, 5, 6].map((n) => (
          <Skeleton key={n} className="h-28 w-full" />
        ))}
      </div>
    </div>
  );
}
