import { isManualMethod, PAYMENT_METHODS, PAYMENT_STATUSES } from '@haat/shared/payments/schemas';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field, Select } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useMethodName } from '../../payments/components/payment-labels.tsx';
import { useInText } from '../../wallet/components/in-text.ts';
import { useApprovePayment } from '../api/approve-payment.ts';
import { type TPaymentFilters, type TStaffPayment, useAdminPayments } from '../api/list-payments.ts';
import { useRejectPayment } from '../api/reject-payment.ts';
import { ApproveDialog, DecisionSummary, RejectDialog } from './decision-dialogs.tsx';
import { QueueList } from './queue-list.tsx';
import { QueueNotices } from './queue-notices.tsx';
import { TopUpItem, useReviewText } from './top-up-item.tsx';
import { useDecision } from './use-decision.ts';

/** Top-ups: manual bKash/Nagad waiting for staff (and gateway payments held for review). */
export function TopUpsView({
  filters,
  onFilters,
}: {
  filters: TPaymentFilters;
  onFilters: (next: Partial<TPaymentFilters>) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const methodName = useMethodName();
  const reviewText = useReviewText();
  const list = useAdminPayments(filters);
  const approve = useApprovePayment();
  const reject = useRejectPayment();
  const flow = useDecision<TStaffPayment>(list.data?.data);
  const item = flow.dialog?.item;
  const nameOf = (payment: TStaffPayment) =>
    inText.name(payment.user?.name ?? t('admin.payments.unknown_user'));

  const summary = item ? (
    <DecisionSummary
      rows={[
        {
          label: t('admin.payments.user'),
          value: (
            <>
              {item.user?.name ?? t('admin.payments.unknown_user')}
              {item.user ? (
                <span className="block text-xs font-normal text-slate-700 dark:text-slate-300">
                  <span className="block break-all">
                    <bdi dir="ltr">{item.user.email}</bdi>
                  </span>
                  <span className="block">
                    <bdi dir="ltr">{item.user.phone}</bdi>
                  </span>
                </span>
              ) : null}
            </>
          ),
          testId: 'confirm-user',
        },
        {
          label: t('admin.payments.amount'),
          value: formatMoney(item.amount, lang),
          testId: 'confirm-amount',
        },
        { label: t('admin.payments.method'), value: methodName(item.method) },
        ...(item.transaction_id
          ? [
              {
                label: isManualMethod(item.method)
                  ? t('admin.payments.trx_id')
                  : t('admin.payments.bank_trx_id'),
                value: (
                  <code dir="ltr" className="font-mono">
                    {item.transaction_id}
                  </code>
                ),
                testId: 'confirm-trx',
              },
            ]
          : []),
        ...(item.review ? [{ label: t('admin.payments.review_label'), value: reviewText(item.review) }] : []),
      ]}
    />
  ) : null;

  return (
    <section aria-labelledby="admin-topups-title">
      <h2 id="admin-topups-title" className="sr-only">
        {t('admin.payments.view_topups')}
      </h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <Field label={t('admin.payments.filter_status')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.status}
              onChange={(event) => onFilters({ status: event.target.value as TPaymentFilters['status'] })}
            >
              <option value="pending">{t('admin.payments.status_queue')}</option>
              {PAYMENT_STATUSES.filter((status) => status !== 'pending').map((status) => (
                <option key={status} value={status}>
                  {t(`payments.status.${status}`)}
                </option>
              ))}
              <option value="all">{t('admin.payments.all_statuses')}</option>
            </Select>
          )}
        </Field>
        <Field label={t('admin.payments.filter_method')}>
          {({ id }) => (
            <Select
              id={id}
              value={filters.method}
              onChange={(event) => onFilters({ method: event.target.value as TPaymentFilters['method'] })}
            >
              <option value="all">{t('admin.payments.all_methods')}</option>
              {PAYMENT_METHODS.map((method) => (
                <option key={method} value={method}>
                  {methodName(method)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <QueueNotices notice={flow.notice} problem={flow.problem} />

      <QueueList
        list={list}
        testId="top-ups"
        failedText={t('admin.payments.topups_failed')}
        filtered={filters.status !== 'pending' || filters.method !== 'all'}
        onShowQueue={() => onFilters({ status: 'pending', method: 'all' })}
        focusRequest={flow.focusRequest}
        renderItem={(payment) => (
          <TopUpItem
            payment={payment}
            busy={flow.busy}
            onApprove={() => flow.open('approve', payment)}
            onReject={() => flow.open('reject', payment)}
          />
        )}
      />

      <ApproveDialog
        open={flow.dialog?.kind === 'approve'}
        title={t('admin.payments.approve_title')}
        confirmLabel={item ? t('admin.payments.approve_confirm', { amount: inText.money(item.amount) }) : ''}
        busy={flow.busy}
        summary={summary}
        onCancel={flow.close}
        onConfirm={() =>
          flow.decide(
            (payment) => approve.mutateAsync(payment.id),
            (payment) =>
              t('admin.payments.approved', { amount: inText.money(payment.amount), name: nameOf(payment) }),
          )
        }
      >
        {item ? (
          <p className="text-sm">
            {t('admin.payments.approve_text', {
              amount: inText.money(item.amount),
              name: nameOf(item),
              method: methodName(item.method),
            })}
          </p>
        ) : null}
        {flow.dialogError ? <Alert tone="error">{flow.dialogError}</Alert> : null}
      </ApproveDialog>

      <RejectDialog
        open={flow.dialog?.kind === 'reject'}
        title={t('admin.payments.reject_title')}
        text={t('admin.payments.reject_text')}
        busy={flow.busy}
        summary={summary}
        serverError={flow.fieldError}
        problem={flow.dialogError}
        onCancel={flow.close}
        onConfirm={(reason) =>
          flow.decide(
            (payment) => reject.mutateAsync({ id: payment.id, reason }),
            (payment) =>
              t('admin.payments.rejected', { amount: inText.money(payment.amount), name: nameOf(payment) }),
          )
        }
      />
    </section>
  );
}
