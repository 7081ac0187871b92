import { lazy, Suspense } from 'react';
import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { HaatLogo } from '../../components/ui/haat-logo.tsx';
import { NotificationBellSlot } from '../../features/notifications/components/notification-bell-slot.tsx';
import { CartLinkSlot } from '../../features/orders/components/cart-link-slot.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useMedia } from '../../lib/use-media.ts';
import { BottomNav } from './bottom-nav.tsx';
import { RouteFallback } from './route-fallback.tsx';
import { SettingsMenu } from './settings-menu.tsx';

// The side panels only exist on wide screens; phones never download them.
const LeftPanel = lazy(() => import('./left-panel.tsx'));
const RightPanel = lazy(() => import('./right-panel.tsx'));
export const WIDE_LEFT = '(min-width: 1024px)';
export const WIDE_RIGHT = '(min-width: 1280px)';

export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const showLeft = useMedia(WIDE_LEFT);
  const showRight = useMedia(WIDE_RIGHT);
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-emerald-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('app.skip_to_content')}
      </a>
      {navigation.state === 'loading' ? (
        <div
          aria-hidden
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-amber-500"
          data-testid="route-progress"
        />
      ) : null}
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex h-16 max-w-[1440px] items-center justify-between gap-3 px-4 lg:px-6">
          <Link
            to="/"
            className="flex items-center gap-2 rounded-lg text-xl font-bold text-emerald-800 dark:text-emerald-300"
          >
            <HaatLogo className="size-8" />
            <span>{t('app.name')}</span>
          </Link>
          <div className="flex items-center gap-1">
            <CartLinkSlot />
            <NotificationBellSlot />
            <SettingsMenu />
          </div>
        </div>
      </header>

      <div className="mx-auto flex max-w-[1440px] items-start gap-6 px-4 pt-5 pb-28 lg:px-6">
        <aside
          data-testid="left-panel"
          aria-label={t('panel.left_label')}
          className="sticky top-21 hidden w-60 shrink-0 lg:block"
        >
          {showLeft ? (
            <Suspense fallback={null}>
              <LeftPanel />
            </Suspense>
          ) : null}
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <div className="mx-auto max-w-3xl">
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
        <aside
          data-testid="right-panel"
          aria-label={t('panel.right_label')}
          className="sticky top-21 hidden w-72 shrink-0 xl:block"
        >
          {showRight ? (
            <Suspense fallback={null}>
              <RightPanel />
            </Suspense>
          ) : null}
        </aside>
      </div>
      <BottomNav />
      <ScrollRestoration />
    </div>
  );
}
