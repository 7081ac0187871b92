import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * Whether Haat verified the person's identity (decision 062): the badge with the date in its
 * tooltip, or a link to verify it.
 */
export function IdentityBadge({ verifiedAt }: { verifiedAt: string | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (verifiedAt)
    return (
      <span
        className="mt-1 inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
        title={t('profile.identity_verified_on', { date: formatDate(verifiedAt, lang) })}
        data-testid="identity-verified"
      >
        <BadgeCheck aria-hidden className="size-4" />
        {t('profile.identity_verified')}
      </span>
    );
  return (
    <Link
      to="/kyc/verification"
      className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-emerald-800 underline decoration-emerald-700/40 underline-offset-4 hover:decoration-emerald-700 dark:text-emerald-300 dark:decoration-emerald-300/50"
      data-testid="verify-identity"
    >
      <ShieldCheck aria-hidden className="size-4" />
      {t('profile.verify_identity')}
    </Link>
  );
}
