import { clsx } from 'clsx';
import { NavLink, Outlet, useLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { Forbidden } from '../../system/components/forbidden.tsx';

const ADMIN_LINKS = [
  { to: '/admin', key: 'admin_dashboard', end: true },
  { to: '/admin/users', key: 'admin_users' },
  { to: '/admin/businesses', key: 'admin_businesses' },
  { to: '/admin/content', key: 'admin_content' },
  { to: '/admin/analytics', key: 'admin_analytics' },
  { to: '/admin/payments', key: 'admin_payments' },
  { to: '/admin/kyc', key: 'admin_kyc' },
  { to: '/admin/whatsapp-verifications', key: 'admin_whatsapp' },
  { to: '/admin/settings', key: 'admin_settings' },
];

/** The shared admin layout; non-admins see the 403 screen (the server enforces the role as well). */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { forbidden } = useLoaderData() as { forbidden: boolean };
  if (forbidden) return <Forbidden />;
  return (
    <div data-testid="admin-layout">
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-emerald-800 dark:text-emerald-300">
        {t('nav.admin')}
      </p>
      <nav aria-label={t('nav.admin')} className="mb-5 overflow-x-auto sm:overflow-visible">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          {ADMIN_LINKS.map((link) => (
            <li key={link.to} className="shrink-0">
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  clsx(
                    'inline-block rounded-full border px-3 py-1.5 text-sm font-medium',
                    isActive
                      ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500 dark:bg-emerald-700'
                      : 'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
                  )
                }
              >
                {t(`screens.${link.key}.title`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
