import { isManualMethod } from '@haat/shared/payments/schemas';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { MethodIcon, StatusBadge, useMethodName } from '../../payments/components/payment-labels.tsx';
import type { TStaffPayment } from '../api/list-payments.ts';
import { ApprovalNote } from './approval-note.tsx';
import {
  AmountAndStatus,
  CopyableValue,
  DecisionButtons,
  Fact,
  QueueItem,
  UserContact,
} from './item-parts.tsx';

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
  return payment.status === 'pending' && (isManualMethod(payment.method) || !!payment.review);
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
  const review = payment.review;
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
          {payment.user ? <UserContact email={payment.user.email} phone={payment.user.phone} /> : null}
        </div>
        <AmountAndStatus amount={amount}>
          <span data-testid="status">
            <StatusBadge status={payment.status} />
          </span>
        </AmountAndStatus>
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
        <Fact label={t('wallet.reference')}>
          <span className="font-mono" title={payment.id} data-testid="reference">
            {payment.reference}
          </span>
        </Fact>
        <Fact label={t('admin.payments.method')}>{methodName(payment.method)}</Fact>
        {payment.transaction_id ? (
          <Fact
            label={
              isManualMethod(payment.method) ? t('admin.payments.trx_id') : t('admin.payments.bank_trx_id')
            }
            className="shrink-0"
          >
            <CopyableValue
              value={payment.transaction_id}
              copyLabel={t('admin.payments.copy_trx', { trx: payment.transaction_id })}
              testId="trx-id"
              code
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm dark:bg-slate-800"
            />
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
        <ApprovalNote needsTwo={payment.needs_second_approval} first={payment.first_approval} />
      ) : null}
      {decidable ? (
        <DecisionButtons
          approveLabel={t(
            payment.first_approval ? 'admin.payments.second_approval' : 'admin.payments.approve',
          )}
          context={`${who} · ${amount}`}
          busy={busy}
          onApprove={onApprove}
          onReject={onReject}
        />
      ) : payment.status === 'pending' ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {t('admin.payments.gateway_waiting')}
        </p>
      ) : null}
    </QueueItem>
  );
}
