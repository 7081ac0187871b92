import type { TWithdrawalStatus } from '@haat/shared/wallet/schemas';
import { clsx } from 'clsx';
import { Check, CircleCheck, CircleX, Clock, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { CopyButton } from '../../payments/components/copy-button.tsx';

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

/** Who asked: email and phone under the name, each kept left-to-right in Arabic. */
export function UserContact({
  email,
  phone,
  children,
}: {
  email: string;
  phone: string;
  children?: ReactNode;
}) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <span className="block break-all">
        <bdi dir="ltr">{email}</bdi>
      </span>
      <span className="block">
        <bdi dir="ltr">{phone}</bdi>
      </span>
      {children}
    </p>
  );
}

/** The amount and the status badge at the end of a request's first row. */
export function AmountAndStatus({ amount, children }: { amount: string; children: ReactNode }) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <p className="text-lg font-bold tabular-nums text-slate-900 dark:text-white" data-testid="amount">
        {amount}
      </p>
      {children}
    </div>
  );
}

/** A number staff type or paste elsewhere (account number, TrxID), with its copy button. */
export function CopyableValue({
  value,
  copyLabel,
  testId,
  code = false,
  className = 'font-mono text-base font-semibold tracking-wide',
}: {
  value: string;
  copyLabel: string;
  testId: string;
  /** Shown as `<code>` (an identifier such as a TrxID) rather than as plain text. */
  code?: boolean;
  className?: string;
}) {
  const Value = code ? 'code' : 'span';
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Value dir="ltr" className={className} data-testid={testId}>
        {value}
      </Value>
      <CopyButton text={value} label={copyLabel} />
    </span>
  );
}

/**
 * The two decisions on a pending request. Their accessible names also say whose request and how
 * much (`context`), so a screen reader user knows which of many they press.
 */
export function DecisionButtons({
  approveLabel,
  context,
  busy,
  onApprove,
  onReject,
  children,
}: {
  approveLabel: string;
  context: string;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  /** More actions on the same row (e.g. "Send a new code"). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
      <Button size="sm" onClick={onApprove} disabled={busy}>
        <Check aria-hidden className="size-4" />
        {approveLabel}
        <span className="sr-only">{` · ${context}`}</span>
      </Button>
      <Button
        size="sm"
        variant="secondary"
        className="text-red-800 dark:text-red-300"
        onClick={onReject}
        disabled={busy}
      >
        <X aria-hidden className="size-4" />
        {t('admin.payments.reject')}
        <span className="sr-only">{` · ${context}`}</span>
      </Button>
      {children}
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
