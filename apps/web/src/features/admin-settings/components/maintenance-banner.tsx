import { canStaff } from '@haat/shared/admin/roles';
import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSystemStatus } from '../../system/api/get-system-status.ts';

/**
 * A thin line at the top of the back office while maintenance mode is on: staff use everything as
 * usual, but everyone else sees the maintenance screen. Admins get a link to the switch.
 */
export function MaintenanceBanner({ role }: { role: string }) {
  const { t } = useTranslation();
  const status = useSystemStatus({ refetchInterval: 60_000 });
  if (!status.data?.maintenance.on) return null;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className="mb-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <Construction aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{t('admin.maintenance_banner.title')}</span>{' '}
        <span>{t('admin.maintenance_banner.text')}</span>
      </p>
      {canStaff(role, 'settings') ? (
        <Link to="/admin/settings" className="shrink-0 font-medium underline underline-offset-2">
          {t('admin.maintenance_banner.link')}
        </Link>
      ) : null}
    </div>
  );
}
