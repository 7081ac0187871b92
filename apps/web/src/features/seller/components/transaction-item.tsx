import type { TMarketplaceTransaction } from '@haat/shared/orders/seller-schemas';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { signOf } from '../format.ts';

/** A signed amount, green when it comes in and red when it goes out. */
export function SignedMoney({ amount, testId }: { amount: number; testId?: string }) {
  const lang = useLanguage();
  return (
    <span
      dir="ltr"
      className={clsx(
        'whitespace-nowrap font-semibold tabular-nums',
        amount > 0 && 'text-emerald-800 dark:text-emerald-300',
        amount < 0 && 'text-red-800 dark:text-red-300',
      )}
      data-testid={testId}
    >
      {signOf(amount)}
      {formatMoney(Math.abs(amount), lang)}
    </span>
  );
}

const statusTone: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  refunded: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  refund_requested: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};
const badge = 'inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium';

/** One order's money from the user's side: who, what, how paid, total, commission, net and its movements. */
export function TransactionItem({ row }: { row: TMarketplaceTransaction }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sale = row.role === 'seller';
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="transaction"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">
            <Link
              to={`/orders/${row.order_id}`}
              className="text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
              data-testid="order-link"
            >
              {t('seller.transactions.order', { number: row.number })}
            </Link>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <time dateTime={row.created_at} title={formatDateTime(row.created_at, lang)}>
              {formatDate(row.created_at, lang)}
            </time>
            {' · '}
            {t(sale ? 'seller.transactions.buyer' : 'seller.transactions.seller', { name: row.counterpart })}
            {' · '}
            {t(`seller.method.${row.payment_method}`)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span
            className={clsx(
              badge,
              sale
                ? 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100'
                : 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
            )}
          >
            {t(sale ? 'seller.transactions.sale' : 'seller.transactions.purchase')}
          </span>
          <span
            className={clsx(
              badge,
              statusTone[row.status] ?? 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
            )}
            data-testid="order-status"
          >
            {t(`seller.order_status.${row.status}`)}
          </span>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['total', row.total],
            ['commission', row.commission],
            ['net', row.net],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="min-w-0 rounded-lg bg-slate-50 px-2.5 py-1.5 dark:bg-slate-800/70">
            <dt className="text-xs text-slate-600 dark:text-slate-400">
              {t(key === 'net' && !sale ? 'seller.transactions.paid' : `seller.transactions.${key}`)}
            </dt>
            <dd className="font-semibold tabular-nums" data-testid={`transaction-${key}`}>
              {formatMoney(value, lang)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <h3 className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {t('seller.transactions.movements')}
        </h3>
        {row.movements.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('seller.transactions.no_movements')}
          </p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {row.movements.map((movement) => (
              <li
                key={`${movement.kind}-${movement.at}-${movement.amount}`}
                className="flex flex-wrap items-center justify-between gap-x-3 py-1"
                data-testid="movement"
              >
                <span>
                  {t(`seller.movement.${movement.kind}`)}
                  <span className="ms-2 text-slate-600 dark:text-slate-400">
                    {formatDateTime(movement.at, lang)}
                  </span>
                </span>
                <SignedMoney amount={movement.amount} testId="movement-amount" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
