import { LayoutDashboard, LogIn, UserPlus } from 'lucide-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useSession } from '../../features/auth/api/session.ts';
import { PanelCountsSlot } from '../../features/social-feed/components/panel-counts-slot.tsx';
import { loadNamespaces, useTranslation } from '../../lib/i18n.ts';

const box = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

// Real recent activity (the newest notifications), fetched with its words only for signed-in users
// after start-up, so the entry stays small; while loading, offline or on an error it shows nothing.
const RecentActivity = lazy(
  (): Promise<{ default: ComponentType<{ headingId: string; className?: string }> }> =>
    Promise.all([
      import('../../features/notifications/components/recent-activity.tsx'),
      loadNamespaces(['notifications', 'wallet']),
    ])
      .then(([module]) => module)
      .catch(() => ({ default: () => null })),
);

export default function RightPanel() {
  const { t } = useTranslation();
  const { isAuthenticated, userName } = useSession();
  return (
    <div className="space-y-4">
      <section aria-labelledby="panel-account" className={box}>
        <h2 id="panel-account" className="mb-3 font-semibold text-slate-900 dark:text-white">
          {isAuthenticated ? t('panel.hello', { name: userName ?? '' }) : t('panel.guest_title')}
        </h2>
        {isAuthenticated ? (
          <ButtonLink to="/dashboard" className="w-full">
            <LayoutDashboard aria-hidden className="size-4" />
            {t('nav.dashboard')}
          </ButtonLink>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('panel.guest_text')}</p>
            <ButtonLink to="/login" className="w-full">
              <LogIn aria-hidden className="size-4" />
              {t('auth.sign_in')}
            </ButtonLink>
            <ButtonLink to="/register" variant="secondary" className="w-full">
              <UserPlus aria-hidden className="size-4" />
              {t('auth.register')}
            </ButtonLink>
          </div>
        )}
      </section>

      {isAuthenticated ? (
        <Suspense fallback={null}>
          <RecentActivity headingId="panel-activity" className={box} />
        </Suspense>
      ) : null}

      <section aria-labelledby="panel-counts" className={box}>
        <h2 id="panel-counts" className="mb-3 font-semibold text-slate-900 dark:text-white">
          {t('panel.counts_title')}
        </h2>
        <PanelCountsSlot />
      </section>
    </div>
  );
}
