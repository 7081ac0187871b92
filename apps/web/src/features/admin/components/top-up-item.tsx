import { isManualMethod } from '@haat/shared/payments/schemas';
import { Check, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { CopyButton } from '../../payments/components/copy-button.tsx';
import { MethodIcon, StatusBadge, useMethodName } from '../../payments/components/payment-labels.tsx';
import type { TStaffPayment } from '../api/list-payments.ts';
import { Fact, QueueItem } from './item-parts.tsx';

const REVIEW_REASONS = ['risk_level_1', 'amount_mismatch', 'currency_mismatch'];

/** Why a gateway payment waits for staff, in words (an unknown code is shown as it is). */
export function useReviewText() {
  const { t } = useTranslation();
  return (code: string) =>
    REVIEW_REASONS.includes(code)
      ? t(`admin.payments.review.${code}`)
      : t('admin.payments.review.other', { code });
}

/** Whether staff can decide this top-up now: a pending manual one, or a gateway one held for review. */
export function isDecidable(payment: TStaffPayment): boolean {
  return payment.status === 'pending' && (isManualMethod(payment.method) || !!(payment.review ?? null));
}

/** The user who paid: name, then email and phone. */
export function PaymentUser({ payment }: { payment: TStaffPayment }) {
  const { t } = useTranslation();
  if (!payment.user) return <>{t('admin.payments.unknown_user')}</>;
  return <>{payment.user.name}</>;
}

export function TopUpItem({
  payment,
  busy,
  onApprove,
  onReject,
}: {
  payment: TStaffPayment;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const methodName = useMethodName();
  const reviewText = useReviewText();
  const review = payment.review ?? null;
  const decidable = isDecidable(payment);
  const amount = formatMoney(payment.amount, lang);
  const who = payment.user?.name ?? t('admin.payments.unknown_user');
  return (
    <QueueItem id={payment.id} testId="top-up" pending={payment.status === 'pending'}>
      <div className="flex flex-wrap items-start gap-3">
        <MethodIcon method={payment.method} />
        <div className="min-w-0 flex-1 basis-40">
          <h3 id={`${payment.id}-title`} className="break-words font-semibold text-slate-900 dark:text-white">
            <PaymentUser payment={payment} />
            <span className="sr-only">{` · ${amount}`}</span>
          </h3>
          {payment.user ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              <span className="block break-all">
                <bdi dir="ltr">{payment.user.email}</bdi>
              </span>
              <span className="block">
                <bdi dir="ltr">{payment.user.phone}</bdi>
              </span>
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <p className="text-lg font-bold tabular-nums text-slate-900 dark:text-white" data-testid="amount">
            {amount}
          </p>
          <span data-testid="status">
            <StatusBadge status={payment.status} />
          </span>
        </div>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
        <Fact label={t('admin.payments.method')}>{methodName(payment.method)}</Fact>
        {payment.transaction_id ? (
          <Fact
            label={
              isManualMethod(payment.method) ? t('admin.payments.trx_id') : t('admin.payments.bank_trx_id')
            }
            className="shrink-0"
          >
            <span className="flex flex-wrap items-center gap-2">
              <code
                dir="ltr"
                className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm dark:bg-slate-800"
                data-testid="trx-id"
              >
                {payment.transaction_id}
              </code>
              <CopyButton
                text={payment.transaction_id}
                label={t('admin.payments.copy_trx', { trx: payment.transaction_id })}
              />
            </span>
          </Fact>
        ) : null}
        <Fact label={t('admin.payments.submitted')}>
          <time dateTime={payment.created_at}>{formatDateTime(payment.created_at, lang)}</time>
        </Fact>
        {payment.decided_at ? (
          <Fact label={t('admin.payments.decided')}>
            <time dateTime={payment.decided_at}>{formatDateTime(payment.decided_at, lang)}</time>
          </Fact>
        ) : null}
        {review ? (
          <Fact label={t('admin.payments.review_label')} className="basis-full" testId="review">
            <span className="font-medium text-amber-900 dark:text-amber-200">{reviewText(review)}</span>
          </Fact>
        ) : null}
        {payment.reason && payment.status !== 'pending' ? (
          <Fact label={t('admin.payments.reason')} className="basis-full" testId="reason">
            {payment.reason}
          </Fact>
        ) : null}
      </dl>

      {decidable ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-800">
          <Button size="sm" onClick={onApprove} disabled={busy}>
            <Check aria-hidden className="size-4" />
            {t('admin.payments.approve')}
            <span className="sr-only">{` · ${who} · ${amount}`}</span>
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
            <span className="sr-only">{` · ${who} · ${amount}`}</span>
          </Button>
        </div>
      ) : payment.status === 'pending' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('admin.payments.gateway_waiting')}
        </p>
      ) : null}
    </QueueItem>
  );
}
