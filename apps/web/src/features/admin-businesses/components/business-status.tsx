import { BadgeCheck, Ban } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** A business's state for staff: suspended, verified (badge shown) and/or active. */
export function BusinessStatus({ verified, suspendedAt }: { verified: boolean; suspendedAt: string | null }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1.5" data-testid="business-status">
      {suspendedAt ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
          <Ban aria-hidden className="size-3.5" />
          {t('admin_businesses.status.suspended')}
        </span>
      ) : (
        <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
          {t('admin_businesses.status.active')}
        </span>
      )}
      {verified ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-950 dark:text-sky-100">
          <BadgeCheck aria-hidden className="size-3.5" />
          {t('admin_businesses.status.verified')}
        </span>
      ) : null}
    </span>
  );
}
