import type { TPayment } from '@haat/shared/payments/schemas';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { StatusBadge, useMethodName } from './payment-labels.tsx';

/** Amount, method, TrxID and status of a payment, as a definition list. */
export function PaymentFacts({ payment }: { payment: TPayment }) {
  const { t, language } = useTranslation();
  const methodName = useMethodName();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
      <dt className="text-slate-600 dark:text-slate-400">{t('payments.facts.amount')}</dt>
      <dd className="font-semibold tabular-nums">{formatMoney(payment.amount, language)}</dd>
      <dt className="text-slate-600 dark:text-slate-400">{t('wallet.reference')}</dt>
      <dd dir="ltr" className="font-mono text-start rtl:text-end" data-testid="payment-reference">
        {payment.reference}
      </dd>
      <dt className="text-slate-600 dark:text-slate-400">{t('payments.facts.method')}</dt>
      <dd>{methodName(payment.method)}</dd>
      {payment.transaction_id ? (
        <>
          <dt className="text-slate-600 dark:text-slate-400">{t('payments.facts.transaction_id')}</dt>
          <dd dir="ltr" className="font-mono text-start rtl:text-end">
            {payment.transaction_id}
          </dd>
        </>
      ) : null}
      <dt className="text-slate-600 dark:text-slate-400">{t('payments.facts.status')}</dt>
      <dd>
        <StatusBadge status={payment.status} />
      </dd>
    </dl>
  );
}
