import type { TSocialConnection } from '@haat/shared/social/connection-schemas';
import { clsx } from 'clsx';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** "Active" or "Expired: reconnect", in words and an icon (never colour alone). */
export function ConnectionStatus({ status }: { status: TSocialConnection['status'] }) {
  const { t } = useTranslation();
  const Icon = status === 'active' ? CircleCheck : TriangleAlert;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'active'
          ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100'
          : 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
      )}
      data-testid="connection-status"
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`connections.status.${status}`)}
    </span>
  );
}
