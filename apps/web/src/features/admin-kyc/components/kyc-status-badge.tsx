import type { TKycSubmission } from '@haat/shared/trust/kyc-schemas';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

const STYLE: Record<TKycSubmission['status'], { icon: typeof Clock; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  approved: {
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  rejected: { icon: CircleX, tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
};

/** A submission's status as words with an icon (never colour alone). */
export function KycStatusBadge({ status }: { status: TKycSubmission['status'] }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = STYLE[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
      )}
      data-testid="status"
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`admin.kyc.status.${status}`)}
    </span>
  );
}

/** "New": a part the person sent again in this round (staff look at these first). */
export function NewMarker() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100"
      data-testid="new-marker"
    >
      {t('admin.kyc.new')}
    </span>
  );
}
