import type { TKycStatus } from '@haat/shared/trust/kyc-schemas';
import { BadgeCheck, CircleAlert, Clock, ShieldQuestion } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useSession } from '../../auth/api/session.ts';
import { useKycStatus } from '../../kyc/api/get-kyc-status.ts';

const icons = { not_started: ShieldQuestion, pending: Clock, approved: BadgeCheck, rejected: CircleAlert };
const tones = {
  not_started: 'text-slate-500 dark:text-slate-400',
  pending: 'text-sky-700 dark:text-sky-400',
  approved: 'text-emerald-700 dark:text-emerald-400',
  rejected: 'text-amber-700 dark:text-amber-400',
};

/** Settings → Security: where identity verification stands, and the way to `/kyc/verification`. */
export function IdentitySummary() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { user } = useSession();
  const kyc = useKycStatus();
  // Until the status comes, the signed-in user says at least whether the identity is verified.
  const status: TKycStatus | undefined =
    kyc.data?.status ?? (user?.identity_verified_at ? 'approved' : kyc.isError ? 'not_started' : undefined);
  const verifiedAt = kyc.data?.verified_at ?? user?.identity_verified_at;
  const sentAt = kyc.data?.submission?.submitted_at;
  const Icon = icons[status ?? 'not_started'];

  const text = () => {
    if (!status) return null;
    if (status === 'approved')
      return verifiedAt
        ? t('settings.identity.approved_on', { date: formatDate(verifiedAt, lang) })
        : t('settings.identity.approved');
    if (status === 'pending' && sentAt)
      return t('settings.identity.pending_since', { date: formatDate(sentAt, lang) });
    return t(`settings.identity.${status}`);
  };

  return (
    <div className="space-y-3" data-testid="identity-summary" data-status={status}>
      <h3 className="font-semibold">{t('settings.identity.title')}</h3>
      <p className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Icon aria-hidden className={`mt-0.5 size-4 shrink-0 ${tones[status ?? 'not_started']}`} />
        <span>{text()}</span>
      </p>
      <ButtonLink to="/kyc/verification" variant="secondary" size="sm" data-testid="identity-link">
        {t(
          status === 'not_started'
            ? 'settings.identity.start'
            : status === 'rejected'
              ? 'settings.identity.fix'
              : 'settings.identity.view',
        )}
      </ButtonLink>
    </div>
  );
}
