import type { TBusiness } from '@haat/shared/directory/schemas';
import { Ban } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** For the owner: staff suspended this business (hidden from the public), and why. */
export function SuspensionNotice({ business }: { business: Pick<TBusiness, 'suspension'> }) {
  const { t } = useTranslation();
  if (!business.suspension) return null;
  return (
    <div
      className="flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-50"
      role="note"
      data-testid="suspension-notice"
    >
      <Ban aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="font-semibold break-words" dir="auto">
          {t('businesses.suspended.reason', { reason: business.suspension.reason })}
        </p>
        <p>{t('businesses.suspended.text')}</p>
      </div>
    </div>
  );
}
