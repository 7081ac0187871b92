import type { TAdminWithdrawal } from '@haat/shared/wallet/schemas';
import { Banknote, Landmark, Smartphone } from 'lucide-react';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { ApprovalNote } from './approval-note.tsx';
import {
  AmountAndStatus,
  CopyableValue,
  DecisionButtons,
  Fact,
  QueueItem,
  UserContact,
  WithdrawalStatusBadge,
} from './item-parts.tsx';

/** Where to send the money, laid out for paying by hand: the mobile number or every bank detail. */
export function Destination({ withdrawal }: { withdrawal: TAdminWithdrawal }) {
  const { t } = useTranslation();
  const details = withdrawal.details;
  const method = t(`wallet.method.${withdrawal.method}`);
  if ('phone' in details)
    return (
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={t('admin.payments.pay_with')}>
          <span className="inline-flex items-center gap-1.5 font-semibold">
            <Smartphone aria-hidden className="size-4" />
            {method}
          </span>
        </Fact>
        <Fact label={t('wallet.withdrawal.mobile', { method })}>
          <CopyableValue
            value={details.phone}
            copyLabel={t('admin.payments.copy_number', { number: details.phone })}
            testId="destination-number"
          />
        </Fact>
      </dl>
    );
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <Fact label={t('admin.payments.pay_with')}>
        <span className="inline-flex items-center gap-1.5 font-semibold">
          <Landmark aria-hidden className="size-4" />
          {method}
        </span>
      </Fact>
      <Fact label={t('wallet.withdrawal.bank_name')}>{details.bank_name}</Fact>
      <Fact label={t('wallet.withdrawal.branch')}>{details.branch}</Fact>
      <Fact label={t('wallet.withdrawal.account_name')}>{details.account_name}</Fact>
      <Fact label={t('wallet.withdrawal.account_number')} className="sm:col-span-2">
        <CopyableValue
          value={details.account_number}
          copyLabel={t('admin.payments.copy_account', { number: details.account_number })}
          testId="destination-number"
        />
      </Fact>
    </dl>
  );
}

export function WithdrawalItem({
  withdrawal,
  busy,
  onPay,
  onReject,
}: {
  withdrawal: TAdminWithdrawal;
  busy: boolean;
  onPay: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const amount = formatMoney(withdrawal.amount, lang);
  const pending = withdrawal.status === 'pending';
  return (
    <QueueItem id={withdrawal.id} testId="withdrawal" pending={pending}>
      <div className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden
          className="grid size-10 shrink-0 place-items-center rounded-lg bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          <Banknote className="size-5" />
        </span>
        <div className="min-w-0 flex-1 basis-40">
          <h3
            id={`${withdrawal.id}-title`}
            className="break-words font-semibold text-slate-900 dark:text-white"
          >
            {withdrawal.user.name}
            <span className="sr-only">{` · ${amount}`}</span>
          </h3>
          <UserContact email={withdrawal.user.email} phone={withdrawal.user.phone}>
            <span className="block" title={withdrawal.id} data-testid="reference">
              {t('admin.payments.reference', { reference: withdrawal.reference })}
            </span>
          </UserContact>
        </div>
        <AmountAndStatus amount={amount}>
          <WithdrawalStatusBadge status={withdrawal.status} />
        </AmountAndStatus>
      </div>

      <div
        className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-800/60"
        data-testid="destination"
      >
        <p className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
          {t('admin.payments.destination')}
        </p>
        <Destination withdrawal={withdrawal} />
      </div>

      <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-3">
        <Fact label={t('admin.payments.requested')}>
          <time dateTime={withdrawal.created_at}>{formatDateTime(withdrawal.created_at, lang)}</time>
        </Fact>
        {withdrawal.decided_at ? (
          <Fact label={t('admin.payments.decided')}>
            <time dateTime={withdrawal.decided_at}>{formatDateTime(withdrawal.decided_at, lang)}</time>
          </Fact>
        ) : null}
        {withdrawal.payout_reference ? (
          <Fact label={t('admin.payments.payout_reference')} testId="payout-reference">
            <span className="font-mono" dir="ltr">
              {withdrawal.payout_reference}
            </span>
          </Fact>
        ) : null}
        {withdrawal.reject_reason ? (
          <Fact label={t('admin.payments.reason')} className="basis-full" testId="reason">
            {withdrawal.reject_reason}
          </Fact>
        ) : null}
      </dl>

      {pending ? (
        <ApprovalNote needsTwo={withdrawal.needs_second_approval} first={withdrawal.first_approval} />
      ) : null}
      {pending ? (
        <DecisionButtons
          approveLabel={t(
            withdrawal.needs_second_approval && !withdrawal.first_approval
              ? 'admin.payments.first_approval'
              : 'admin.payments.mark_paid',
          )}
          context={`${withdrawal.user.name} · ${amount}`}
          busy={busy}
          onApprove={onPay}
          onReject={onReject}
        />
      ) : null}
    </QueueItem>
  );
}
