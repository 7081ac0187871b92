import type { TKycStatus } from '@haat/shared/trust/kyc-schemas';
import { clsx } from 'clsx';
import { BadgeCheck, CircleAlert, Clock, ShieldQuestion } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

const looks: Record<TKycStatus, { icon: typeof Clock; tone: string }> = {
  not_started: {
    icon: ShieldQuestion,
    tone: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  },
  pending: { icon: Clock, tone: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100' },
  approved: {
    icon: BadgeCheck,
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  },
  rejected: { icon: CircleAlert, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' },
};

/** Where the person stands, in a word and an icon (never by colour alone). */
export function KycStatusBadge({ status, className }: { status: TKycStatus; className?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = looks[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold',
        tone,
        className,
      )}
      data-testid="kyc-status-badge"
      data-status={status}
    >
      <Icon aria-hidden className="size-4" />
      {t(`kyc.badge.${status}`)}
    </span>
  );
}
