import type { TPlatformStats } from '@haat/shared/stats/schemas';
import { Banknote, Building2, Contact, MessagesSquare, Receipt, Store, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverLoader } from '../../../lib/server-loader.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { fetchStats, usePlatformStats } from '../api/get-stats.ts';

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  testId: string;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        <span aria-hidden className="text-emerald-700 dark:text-emerald-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd
        className="mt-1 text-2xl font-bold break-words text-slate-900 tabular-nums dark:text-white"
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

const AREAS = [
  { to: '/business', key: 'business', icon: Building2 },
  { to: '/marketplace', key: 'marketplace', icon: Store },
  { to: '/vcard', key: 'vcard', icon: Contact },
  { to: '/social', key: 'social', icon: MessagesSquare },
];

export default function Home() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { isAuthenticated, userName } = useSession();
  const stats = usePlatformStats(useLoaderData<TPlatformStats | null>() ?? undefined);
  useDocumentTitle(t('nav.home'));

  const value = (render: (s: NonNullable<typeof stats.data>) => string) =>
    stats.data ? render(stats.data) : <Skeleton className="mt-1 h-7 w-20" />;

  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-br from-emerald-700 to-emerald-900 p-6 text-white shadow-md sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {isAuthenticated && userName ? t('home.welcome_back', { name: userName }) : t('home.welcome')}
        </h1>
        <p className="mt-2 max-w-xl text-emerald-50">{t('home.tagline')}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {isAuthenticated ? (
            <ButtonLink to="/dashboard" variant="secondary">
              {t('nav.dashboard')}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink to="/register" variant="secondary">
                {t('home.get_started')}
              </ButtonLink>
              <ButtonLink
                to="/login"
                className="border border-white/70 bg-transparent hover:bg-white/10 dark:bg-transparent"
              >
                {t('auth.sign_in')}
              </ButtonLink>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="stats-title">
        <h2 id="stats-title" className="mb-3 text-lg font-semibold">
          {t('home.stats_title')}
        </h2>
        {stats.isError ? (
          <Alert tone="error">
            <p>{t('home.stats_error')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => stats.refetch()}>
              {t('errors.retry')}
            </Button>
          </Alert>
        ) : (
          <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2" aria-busy={stats.isPending}>
            <Stat
              testId="stat-businesses"
              icon={<Building2 className="size-4" />}
              label={t('home.stat_businesses')}
              value={value((s) => formatNumber(s.businesses, lang))}
            />
            <Stat
              testId="stat-users"
              icon={<Users className="size-4" />}
              label={t('home.stat_users')}
              value={value((s) => formatNumber(s.users, lang))}
            />
            <Stat
              testId="stat-transactions"
              icon={<Receipt className="size-4" />}
              label={t('home.stat_transactions')}
              value={value((s) => formatNumber(s.transactions, lang))}
            />
            <Stat
              testId="stat-revenue"
              icon={<Banknote className="size-4" />}
              label={t('home.stat_revenue')}
              value={value((s) => formatMoney(s.revenue_poisha, lang))}
            />
          </dl>
        )}
      </section>

      <Card aria-labelledby="areas-title">
        <h2 id="areas-title" className="mb-3 text-lg font-semibold">
          {t('home.areas_title')}
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {AREAS.map(({ to, key, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-lg border border-slate-200 p-3 hover:border-emerald-600 hover:bg-emerald-50 dark:border-slate-700 dark:hover:border-emerald-500 dark:hover:bg-emerald-950"
              >
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
                <span>
                  <span className="block font-semibold">{t(`nav.${key}`)}</span>
                  <span className="block text-sm text-slate-700 dark:text-slate-300">
                    {t(`home.area_${key}`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}

/** Server rendering: the platform figures come with the page (loader data, read again by hydration). */
export const loader = serverLoader((_args, { getJson }) => fetchStats(undefined, getJson));
