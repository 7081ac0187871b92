import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { BOTTOM_NAV } from './nav-items.ts';

export function BottomNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.bottom_label')}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="mx-auto grid max-w-xl grid-cols-5">
        {BOTTOM_NAV.map(({ to, key, short, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                clsx(
                  'relative flex min-h-16 flex-col items-center justify-center gap-0.5 px-0.5 py-1.5 text-center font-medium focus-visible:outline-offset-[-3px]',
                  isActive
                    ? 'text-emerald-800 dark:text-emerald-300'
                    : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    aria-hidden
                    className={clsx(
                      'absolute inset-x-3 top-0 h-1 rounded-b-full',
                      isActive ? 'bg-emerald-700 dark:bg-emerald-400' : 'bg-transparent',
                    )}
                  />
                  <span
                    aria-hidden
                    className={clsx(
                      'grid h-7 w-12 place-items-center rounded-full',
                      isActive && 'bg-emerald-100 dark:bg-emerald-900',
                    )}
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="line-clamp-2 max-w-full break-words text-[0.72rem] leading-tight">
                    {t(short ?? key)}
                  </span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
