import { clsx } from 'clsx';
import { NavLink } from 'react-router';
import { useSession } from '../../features/auth/api/session.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ADMIN_NAV, SIDE_NAV } from './nav-items.ts';

export default function LeftPanel() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const items = isAdmin ? [...SIDE_NAV, ADMIN_NAV] : SIDE_NAV;
  return (
    <nav
      aria-label={t('nav.side_label')}
      className="rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-800 dark:bg-slate-900"
    >
      <ul className="space-y-0.5">
        {items.map(({ to, key, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                clsx(
                  'flex items-center gap-3 rounded-lg px-3 py-2 font-medium',
                  isActive
                    ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50'
                    : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
                )
              }
            >
              <Icon aria-hidden className="size-5 shrink-0" />
              <span className="truncate">{t(key)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
