import type { TFirstApproval } from '@haat/shared/payments/approvals';
import { UsersRound } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/**
 * Maker–checker (decision 052): an amount that needs two staff members says so, and after the first
 * approval who gave it and when: "waiting for a second approval".
 */
export function ApprovalNote({ needsTwo, first }: { needsTwo: boolean; first: TFirstApproval | null }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!needsTwo) return null;
  return (
    <p
      className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950/60 dark:text-amber-100"
      data-testid="approval-note"
    >
      <UsersRound aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {first
          ? t('admin.payments.waiting_second', {
              name: first.by.name,
              time: formatDateTime(first.at, lang),
            })
          : t('admin.payments.needs_two')}
      </span>
    </p>
  );
}
