import type { TPaymentMethod, TPaymentStatus } from '@haat/shared/payments/schemas';
import { clsx } from 'clsx';
import { CircleCheck, CircleX, Clock, CreditCard, FlaskConical, Smartphone, Undo2 } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n.ts';

/** The name people know a method by: bKash, Nagad, card/mobile banking (SSLCommerz), demo. */
export function useMethodName() {
  const { t } = useTranslation();
  return (method: TPaymentMethod) => t(`payments.methods.${method}`);
}

/** Reasons the server writes as codes (gateway outcomes, expiry); staff-written reasons pass through. */
const REASON_CODES = new Set([
  'expired',
  'demo_failed',
  'demo_cancelled',
  'sslcommerz_failed',
  'sslcommerz_cancelled',
  'sslcommerz_expired',
  'sslcommerz_unattempted',
]);

/** A payment's reason in words: translated when it is one of the server's codes. */
export function useReasonText() {
  const { t } = useTranslation();
  return (reason: string | null | undefined) =>
    reason && REASON_CODES.has(reason) ? t(`payments.reason.${reason}`) : (reason ?? null);
}

export function MethodIcon({ method, className }: { method: TPaymentMethod; className?: string }) {
  const Icon = method === 'demo' ? FlaskConical : method === 'sslcommerz' ? CreditCard : Smartphone;
  const tone =
    method === 'manual_bkash'
      ? 'bg-pink-100 text-pink-800 dark:bg-pink-950 dark:text-pink-200'
      : method === 'manual_nagad'
        ? 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200'
        : method === 'sslcommerz'
          ? 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200'
          : 'bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200';
  return (
    <span
      aria-hidden
      className={clsx('grid size-10 shrink-0 place-items-center rounded-lg', tone, className)}
    >
      <Icon className="size-5" />
    </span>
  );
}

const STATUS_STYLE: Record<TPaymentStatus, { icon: typeof Clock; tone: string }> = {
  pending: { icon: Clock, tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  succeeded: {
    icon: CircleCheck,
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  failed: { icon: CircleX, tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  cancelled: { icon: Undo2, tone: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200' },
  rejected: { icon: CircleX, tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
};

export function StatusBadge({ status }: { status: TPaymentStatus }) {
  const { t } = useTranslation();
  const { icon: Icon, tone } = STATUS_STYLE[status];
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tone,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`payments.status.${status}`)}
    </span>
  );
}
