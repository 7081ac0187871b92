import type { TWithdrawalStatus } from '@haat/shared/wallet/schemas';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * One request in a review queue: an article that can take focus (after the one before it was
 * decided), named by its heading.
 */
export function QueueItem({
  id,
  children,
  testId,
  pending,
}: {
  id: string;
  children: ReactNode;
  testId: string;
  pending: boolean;
}) {
  return (
    <article
      tabIndex={-1}
      data-queue-item
      data-testid={testId}
      aria-labelledby={`${id}-title`}
      className={clsx(
        'rounded-xl border bg-white p-4 shadow-sm focus:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 sm:p-5 dark:bg-slate-900',
        pending
          ? 'border-amber-300 border-s-4 dark:border-amber-700'
          : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {children}
    </article>
  );
}

/** A labelled fact of a request (inside a `<dl>`). */
export function Fact({
  label,
  children,
  className,
  testId,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={clsx('min-w-0', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900 dark:text-slate-100" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

const WITHDRAWAL_STYLE: Record<TWithdrawalStatus, { icon: typeof Clock; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  paid: {
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  rejected: { icon: CircleX, tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
};

/** A withdrawal's status as words with an icon (never colour alone). */
export function WithdrawalStatusBadge({ status }: { status: TWithdrawalStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = WITHDRAWAL_STYLE[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
      )}
      data-testid="status"
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`wallet.status.${status}`)}
    </span>
  );
}
