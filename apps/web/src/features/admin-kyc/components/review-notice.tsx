import { Clock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** What a decision leaves for the next screen (router state): the announced outcome. */
export interface TReviewNotice {
  notice?: string;
}

/** How many submissions wait for a decision (all of them, whatever the filters). */
export function WaitingCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (count === undefined) return null;
  return (
    <p
      className="mb-4 inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 dark:bg-amber-950 dark:text-amber-100"
      data-testid="kyc-waiting"
    >
      <Clock aria-hidden className="size-4" />
      {t('admin.kyc.waiting', { count })}
    </p>
  );
}
