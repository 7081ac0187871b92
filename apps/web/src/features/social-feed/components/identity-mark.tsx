import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** The mark beside a person whose identity is verified (a tick with its words for screen readers and on hover). */
export function IdentityMark() {
  const { t } = useTranslation();
  const label = t('feed.identity_verified');
  return (
    <span
      title={label}
      className="inline-flex shrink-0 text-sky-700 dark:text-sky-300"
      data-testid="identity-mark"
    >
      <BadgeCheck aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
