import type { TOrderStatus } from '@haat/shared/orders/schemas';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { STATUS_TONES, statusKey } from './status.ts';

/** An order's status as a coloured pill with its name (the name carries it, not the colour). */
export function StatusBadge({ status, className }: { status: TOrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_TONES[status],
        className,
      )}
    >
      {t(statusKey(status))}
    </span>
  );
}
