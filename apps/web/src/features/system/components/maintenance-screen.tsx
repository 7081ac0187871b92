import { useEffect, useId, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { buttonClass } from '../../../components/ui/button.tsx';
import { HaatLogo } from '../../../components/ui/haat-logo.tsx';
import { loadNamespaces, useTranslation } from '../../../lib/i18n.ts';

/**
 * The full-page maintenance screen (issue 17 item 6): staff turned maintenance mode on, and the
 * API answered 503 `MAINTENANCE` with their message. It covers the app (which becomes inert) with
 * the message, "Try again" (reloads) and "Staff sign in" (/login stays open; staff then use the app
 * as usual). The server's notice page for a page request looks the same
 * (apps/api/src/modules/system-status/maintenance-plugin.ts): keep the two alike.
 */
export function MaintenanceScreen({ message }: { message: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${t('api.maintenance_title')} · Haat`;
    heading.current?.focus();
  }, [t]);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid="maintenance-screen"
      className="fixed inset-0 z-[100] overflow-y-auto bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100"
    >
      <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-5 px-4 py-12 text-center">
        <HaatLogo className="size-14" />
        <h1 id={titleId} ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('api.maintenance_title')}
        </h1>
        <p
          className="whitespace-pre-line text-slate-700 dark:text-slate-300"
          data-testid="maintenance-message"
        >
          {message || t('api.maintenance_default')}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-4">
          <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
            {t('api.maintenance_try_again')}
          </button>
          <a
            href="/login"
            className="text-sm font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
          >
            {t('api.maintenance_staff_sign_in')}
          </a>
        </div>
      </main>
    </div>
  );
}

let root: Root | undefined;

/** Shows (or updates) the maintenance screen over the app; not on the sign-in screen, which stays usable. */
export async function showMaintenance(message: string): Promise<void> {
  if (window.location.pathname === '/login') return;
  await loadNamespaces(['shared']).catch(() => undefined);
  let host = document.getElementById('maintenance-screen');
  if (!host) {
    host = document.createElement('div');
    host.id = 'maintenance-screen';
    document.body.append(host);
  }
  document.getElementById('root')?.setAttribute('inert', '');
  root ??= createRoot(host);
  root.render(<MaintenanceScreen message={message} />);
}
