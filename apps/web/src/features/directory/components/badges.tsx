import { BadgeCheck, Clock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Verified": staff have checked the business. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100"
      data-testid="verified-badge"
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      {t('directory.badges.verified')}
    </span>
  );
}

/** "Open now" or "Closed", from the business's hours in its own time zone. */
export function OpenPill({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return open ? (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
      data-testid="open-now"
    >
      <Clock aria-hidden className="size-3.5" />
      {t('directory.badges.open_now')}
    </span>
  ) : (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100"
      data-testid="closed-now"
    >
      <Clock aria-hidden className="size-3.5" />
      {t('directory.badges.closed')}
    </span>
  );
}
