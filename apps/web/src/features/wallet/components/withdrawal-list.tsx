import type { TWithdrawal } from '@haat/shared/wallet/schemas';
import { clsx } from 'clsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { useWithdrawals } from '../api/list-withdrawals.ts';
import { useInText } from './in-text.ts';

const tone: Record<TWithdrawal['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  paid: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
};

/** Where a withdrawal goes: the mobile number or the bank account, in words. */
export function WithdrawalDestination({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation();
  const details = withdrawal.details;
  if ('phone' in details)
    return (
      <>
        {t(`wallet.method.${withdrawal.method}`)} · <span dir="ltr">{details.phone}</span>
      </>
    );
  return (
    <>
      {details.bank_name} · {details.account_name} · <span dir="ltr">{details.account_number}</span>
    </>
  );
}

export function WithdrawalItem({ withdrawal }: { withdrawal: TWithdrawal }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  return (
    <li className="py-3" data-testid="withdrawal">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold tabular-nums text-slate-900 dark:text-white">
            {formatMoney(withdrawal.amount, lang)}
          </p>
          <p className="break-words text-sm text-slate-700 dark:text-slate-300">
            <WithdrawalDestination withdrawal={withdrawal} />
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            <time dateTime={withdrawal.created_at}>{formatDateTime(withdrawal.created_at, lang)}</time>
            {' · '}
            <span title={withdrawal.id} data-testid="withdrawal-reference">
              {t('wallet.reference_short', { reference: withdrawal.reference })}
            </span>
          </p>
        </div>
        <span
          className={clsx('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium', tone[withdrawal.status])}
          data-testid="withdrawal-status"
        >
          {t(`wallet.status.${withdrawal.status}`)}
        </span>
      </div>
      {withdrawal.status === 'pending' ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('wallet.pending_explained')}</p>
      ) : null}
      {withdrawal.status === 'paid' && withdrawal.payout_reference ? (
        <p
          className="mt-1 text-sm text-slate-700 dark:text-slate-300"
          data-testid="withdrawal-payout-reference"
        >
          {t('wallet.payout_reference')}{' '}
          <span className="font-mono font-semibold" dir="ltr">
            {withdrawal.payout_reference}
          </span>
        </p>
      ) : null}
      {withdrawal.status === 'rejected' && withdrawal.reject_reason ? (
        <p className="mt-1 break-words text-sm text-red-800 dark:text-red-300">
          {t('wallet.rejected_reason', { reason: inText.name(withdrawal.reject_reason) })}
        </p>
      ) : null}
    </li>
  );
}

/** The user's withdrawals with their status; hidden while there are none. */
export function WithdrawalList() {
  const { t } = useTranslation();
  const list = useWithdrawals();
  if (list.data && list.data.data.length === 0) return null;
  return (
    <Card aria-labelledby="wallet-withdrawals-title">
      <h2 id="wallet-withdrawals-title" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('wallet.withdrawals')}
      </h2>
      {list.isPending ? (
        <div aria-busy="true" className="mt-3">
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="mt-2 h-4 w-2/3" />
        </div>
      ) : list.isError || !list.data ? (
        <Alert tone="error" className="mt-3">
          <p>{t('wallet.withdrawals_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => list.refetch()}>
            {t('wallet.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="withdrawal-list">
            {list.data.data.map((item) => (
              <WithdrawalItem key={item.id} withdrawal={item} />
            ))}
          </ul>
          <LoadMore list={list} label={t('wallet.load_more')} />
        </>
      )}
    </Card>
  );
}
