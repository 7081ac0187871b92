import type { TKycPartView } from '@haat/shared/trust/kyc-schemas';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Where a part stands beyond "to check": kept from an earlier round (accepted then, not sent again), or rejected
 * with its reason (and note) after a rejection.
 */
export function PartState({
  part,
  rounds,
  waiting,
}: {
  part: TKycPartView;
  rounds: number;
  waiting: boolean;
}) {
  const { t } = useTranslation();
  if (waiting && rounds > 1 && !part.changed)
    return (
      <span className="inline-flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
        <CircleCheck aria-hidden className="size-3.5 text-emerald-700 dark:text-emerald-400" />
        {t('admin.kyc.part_kept')}
      </span>
    );
  if (part.status === 'rejected')
    return (
      <span
        className="inline-flex items-center gap-1 text-xs font-medium text-red-800 dark:text-red-300"
        data-testid="part-rejected"
      >
        <CircleX aria-hidden className="size-3.5" />
        {part.reason ? t(`admin.kyc.reason.${part.reason}`) : t('admin.kyc.status.rejected')}
        {part.note ? <span className="font-normal">{` · ${part.note}`}</span> : null}
      </span>
    );
  return null;
}
