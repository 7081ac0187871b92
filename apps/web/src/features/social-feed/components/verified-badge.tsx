import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * "Verified" beside a business staff have checked (the directory's badge, with the words in `feed`
 * so the feed's screens need not load the directory's catalogue).
 */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 dark:bg-sky-900 dark:text-sky-100"
      data-testid="verified-badge"
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      {t('feed.verified_business')}
    </span>
  );
}
