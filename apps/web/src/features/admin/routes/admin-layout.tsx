import { canStaff, type TStaffPermission } from '@haat/shared';
import { clsx } from 'clsx';
import { NavLink, Outlet, useLoaderData, useMatches } from 'react-router';
import type { TRouteHandle } from '../../../app/routes.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { MaintenanceBanner } from '../../admin-settings/components/maintenance-banner.tsx';
import { Forbidden } from '../../system/components/forbidden.tsx';

const ADMIN_LINKS: { to: string; key: string; permission: TStaffPermission; end?: boolean }[] = [
  { to: '/admin', key: 'admin_dashboard', permission: 'dashboard', end: true },
  { to: '/admin/users', key: 'admin_users', permission: 'users' },
  { to: '/admin/businesses', key: 'admin_businesses', permission: 'businesses' },
  { to: '/admin/content', key: 'admin_content', permission: 'content' },
  { to: '/admin/analytics', key: 'admin_analytics', permission: 'analytics' },
  { to: '/admin/payments', key: 'admin_payments', permission: 'money' },
  { to: '/admin/kyc', key: 'admin_kyc', permission: 'kyc' },
  { to: '/admin/whatsapp-verifications', key: 'admin_whatsapp', permission: 'whatsapp' },
  { to: '/admin/settings', key: 'admin_settings', permission: 'settings' },
  { to: '/admin/audit', key: 'admin_audit', permission: 'audit' },
];

/**
 * The shared admin layout: the links the staff member's role may use. Non-staff, and staff on a
 * screen their role may not use (a moderator on money screens), see the 403 screen; the server
 * enforces the same on every request.
 */
export default function AdminLayout() {
  const { t } = useTranslation();
  const { forbidden, role } = useLoaderData() as { forbidden: boolean; role: string };
  const matches = useMatches();
  const needed = (matches.at(-1)?.handle as TRouteHandle | undefined)?.permission;
  if (forbidden || (needed && !canStaff(role, needed))) return <Forbidden />;
  return (
    <div data-testid="admin-layout">
      <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-emerald-800 dark:text-emerald-300">
        {t('nav.admin')}
      </p>
      <nav aria-label={t('nav.admin')} className="mb-5 overflow-x-auto sm:overflow-visible">
        <ul className="flex gap-2 pb-1 sm:flex-wrap">
          {ADMIN_LINKS.filter((link) => canStaff(role, link.permission)).map((link) => (
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
      <MaintenanceBanner role={role} />
      <Outlet />
    </div>
  );
}
