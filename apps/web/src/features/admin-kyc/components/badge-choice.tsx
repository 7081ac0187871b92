import type { TBusinessBadgeState } from '@haat/shared/trust/kyc-schemas';
import { BadgeCheck, BadgeX } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSetBusinessBadge } from '../api/set-business-badge.ts';

type TBadgeChoice = 'owner' | 'granted' | 'revoked';
const CHOICES: readonly TBadgeChoice[] = ['owner', 'granted', 'revoked'];

/**
 * Staff's verified badge of one business: follow the owner's identity verification (the default),
 * grant it, or revoke it; and whether the badge shows now. A press saves at once.
 */
export function BadgeChoice({
  state,
  name,
}: {
  state: Pick<TBusinessBadgeState, 'id' | 'verified' | 'badge'>;
  name: string;
}) {
  const { t } = useTranslation();
  const change = useSetBusinessBadge();
  const value: TBadgeChoice = state.badge ?? 'owner';
  const failed =
    change.error instanceof ApiError && change.error.status !== 0 && change.error.message
      ? change.error.message
      : change.isError
        ? t('admin.payments.failed')
        : '';
  return (
    <div className="space-y-2" data-testid="badge-choice">
      <p className="flex items-center gap-1.5 text-sm font-medium" data-testid="badge-state">
        {state.verified ? (
          <>
            <BadgeCheck aria-hidden className="size-4 text-sky-700 dark:text-sky-300" />
            {t('admin.kyc.badge.shown')}
          </>
        ) : (
          <>
            <BadgeX aria-hidden className="size-4 text-slate-600 dark:text-slate-400" />
            {t('admin.kyc.badge.hidden')}
          </>
        )}
      </p>
      <ChoiceChips
        legend={t('admin.kyc.badge.legend', { name })}
        choices={CHOICES.map((choice) => ({ value: choice, label: t(`admin.kyc.badge.${choice}`) }))}
        value={value}
        onChange={(badge) => {
          if (change.isPending || badge === value) return;
          change.mutate({ businessId: state.id, badge });
        }}
        testIdPrefix="badge"
      />
      <p className="sr-only" role="status">
        {change.isPending ? t('admin.kyc.badge.saving') : change.isSuccess ? t('admin.kyc.badge.saved') : ''}
      </p>
      {failed ? <Alert tone="error">{failed}</Alert> : null}
    </div>
  );
}
