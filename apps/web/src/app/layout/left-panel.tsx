import { clsx } from 'clsx';
import { Package } from 'lucide-react';
import { NavLink } from 'react-router';
import { useSession } from '../../features/auth/api/session.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ADMIN_NAV, SIDE_NAV, type TNavItem } from './nav-items.ts';

// "My orders" sits before the wallet; it is defined here, in the panel's lazy chunk, so its icon
// stays out of the start-up script (nav-items.ts is part of it through the bottom bar).
const ORDERS_NAV: TNavItem = { to: '/orders', key: 'nav.orders', icon: Package };
const PERSONAL_NAV = SIDE_NAV.flatMap((item) => (item.to === '/wallet' ? [ORDERS_NAV, item] : [item]));

export default function LeftPanel() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const items = isAdmin ? [...PERSONAL_NAV, ADMIN_NAV] : PERSONAL_NAV;
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
