import { type TAdminWithdrawal, WITHDRAWAL_STATUSES } from '@haat/shared/wallet/schemas';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Field, Input, Select } from '../../../components/ui/field.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { type TWithdrawalFilter, useAdminWithdrawals } from '../api/list-withdrawals.ts';
import { usePayWithdrawal } from '../api/pay-withdrawal.ts';
import { useRejectWithdrawal } from '../api/reject-withdrawal.ts';
import { ApproveDialog, DecisionSummary, RejectDialog } from './decision-dialogs.tsx';
import { QueueList } from './queue-list.tsx';
import { QueueNotices } from './queue-notices.tsx';
import { useDecision } from './use-decision.ts';
import { Destination, WithdrawalItem } from './withdrawal-item.tsx';

/** Withdrawals: money held from a wallet, paid out by hand to bKash, Nagad or a bank, or returned. */
export function WithdrawalsView({
  status,
  onStatus,
}: {
  status: TWithdrawalFilter;
  onStatus: (next: TWithdrawalFilter) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const list = useAdminWithdrawals(status);
  const pay = usePayWithdrawal();
  const reject = useRejectWithdrawal();
  const flow = useDecision<TAdminWithdrawal>(list.data?.data);
  const item = flow.dialog?.item;
  const nameOf = (withdrawal: TAdminWithdrawal) => inText.name(withdrawal.user.name);
  // A payout above the platform's amount is first approved (no reference), then paid by someone else.
  const firstOnly = !!item && item.needs_second_approval && !item.first_approval;
  const [reference, setReference] = useState('');
  const [referenceMissing, setReferenceMissing] = useState(false);
  const serial = flow.dialog?.serial;
  useEffect(() => {
    if (serial === undefined) return;
    setReference('');
    setReferenceMissing(false);
  }, [serial]);
  const confirmPay = () => {
    if (!firstOnly && !reference.trim()) return setReferenceMissing(true);
    flow.decide(
      (withdrawal) =>
        pay.mutateAsync({ id: withdrawal.id, reference: firstOnly ? undefined : reference.trim() }),
      (withdrawal) =>
        firstOnly
          ? t('admin.payments.first_approval_given', { name: nameOf(withdrawal) })
          : t('admin.payments.paid', { amount: inText.money(withdrawal.amount), name: nameOf(withdrawal) }),
    );
  };

  const summary = item ? (
    <>
      <DecisionSummary
        rows={[
          { label: t('admin.payments.user'), value: item.user.name, testId: 'confirm-user' },
          {
            label: t('admin.payments.amount'),
            value: formatMoney(item.amount, lang),
            testId: 'confirm-amount',
          },
        ]}
      />
      <div
        className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        data-testid="confirm-destination"
      >
        <p className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          {t('admin.payments.destination')}
        </p>
        <Destination withdrawal={item} />
      </div>
    </>
  ) : null;

  return (
    <section aria-labelledby="admin-withdrawals-title">
      <h2 id="admin-withdrawals-title" className="sr-only">
        {t('admin.payments.view_withdrawals')}
      </h2>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <Field label={t('admin.payments.filter_status')}>
          {({ id }) => (
            <Select
              id={id}
              value={status}
              onChange={(event) => onStatus(event.target.value as TWithdrawalFilter)}
            >
              <option value="pending">{t('admin.payments.status_queue')}</option>
              {WITHDRAWAL_STATUSES.filter((value) => value !== 'pending').map((value) => (
                <option key={value} value={value}>
                  {t(`wallet.status.${value}`)}
                </option>
              ))}
              <option value="all">{t('admin.payments.all_statuses')}</option>
            </Select>
          )}
        </Field>
      </div>

      <QueueNotices notice={flow.notice} problem={flow.problem} />

      <QueueList
        list={list}
        testId="withdrawals"
        failedText={t('admin.payments.withdrawals_failed')}
        filtered={status !== 'pending'}
        onShowQueue={() => onStatus('pending')}
        focusRequest={flow.focusRequest}
        renderItem={(withdrawal) => (
          <WithdrawalItem
            withdrawal={withdrawal}
            busy={flow.busy}
            onPay={() => flow.open('approve', withdrawal)}
            onReject={() => flow.open('reject', withdrawal)}
          />
        )}
      />

      <ApproveDialog
        open={flow.dialog?.kind === 'approve'}
        title={t(firstOnly ? 'admin.payments.first_approval_title' : 'admin.payments.pay_title')}
        confirmLabel={
          !item
            ? ''
            : firstOnly
              ? t('admin.payments.first_approval')
              : t('admin.payments.pay_confirm', { amount: inText.money(item.amount) })
        }
        busy={flow.busy}
        summary={summary}
        onCancel={flow.close}
        onConfirm={confirmPay}
      >
        {item ? (
          <p className="text-sm">
            {firstOnly
              ? t('admin.payments.first_approval_text')
              : t('admin.payments.pay_text', { amount: inText.money(item.amount) })}
          </p>
        ) : null}
        {item && !firstOnly ? (
          <Field
            label={t('admin.payments.payout_reference')}
            hint={t(`admin.payments.payout_reference_hint_${item.method}`)}
            error={referenceMissing ? t('admin.payments.payout_reference_required') : flow.fieldError}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                name="reference"
                value={reference}
                onChange={(event) => {
                  setReference(event.target.value);
                  setReferenceMissing(false);
                }}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                aria-required
                autoComplete="off"
                maxLength={60}
                dir="ltr"
                className="font-mono"
                data-testid="payout-reference-input"
              />
            )}
          </Field>
        ) : null}
        {flow.dialogError ? <Alert tone="error">{flow.dialogError}</Alert> : null}
      </ApproveDialog>

      <RejectDialog
        open={flow.dialog?.kind === 'reject'}
        title={t('admin.payments.reject_withdrawal_title')}
        text={item ? t('admin.payments.reject_withdrawal_text', { amount: inText.money(item.amount) }) : ''}
        busy={flow.busy}
        summary={summary}
        serverError={flow.fieldError}
        problem={flow.dialogError}
        onCancel={flow.close}
        onConfirm={(reason) =>
          flow.decide(
            (withdrawal) => reject.mutateAsync({ id: withdrawal.id, reason }),
            (withdrawal) =>
              t('admin.payments.withdrawal_rejected', {
                amount: inText.money(withdrawal.amount),
                name: nameOf(withdrawal),
              }),
          )
        }
      />
    </section>
  );
}
