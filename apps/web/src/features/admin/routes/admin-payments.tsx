import { PAYMENT_METHODS, PAYMENT_STATUSES } from '@haat/shared/payments/schemas';
import { WITHDRAWAL_STATUSES } from '@haat/shared/wallet/schemas';
import { clsx } from 'clsx';
import { Banknote, Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { type TPaymentFilters, usePendingPaymentCount } from '../api/list-payments.ts';
import { type TWithdrawalFilter, usePendingWithdrawalCount } from '../api/list-withdrawals.ts';
import { TopUpsView } from '../components/top-ups-view.tsx';
import { WithdrawalsView } from '../components/withdrawals-view.tsx';

type TView = 'topups' | 'withdrawals';

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/**
 * `/admin/payments`: the staff review queues. `?view=topups|withdrawals`, `?status=` (default
 * `pending`, `all` for everything) and `?method=` (top-ups) live in the URL, so Back works and a
 * filtered queue can be shared.
 */
export default function AdminPayments() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const view = oneOf<TView>(params.get('view'), ['topups', 'withdrawals'], 'topups');
  const pendingTopUps = usePendingPaymentCount();
  const pendingWithdrawals = usePendingWithdrawalCount();
  useDocumentTitle(t('admin.payments.title'));

  const update = (changes: Record<string, string | undefined>, defaults: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === defaults[key]) next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const paymentFilters: TPaymentFilters = {
    status: oneOf(params.get('status'), [...PAYMENT_STATUSES, 'all'] as const, 'pending'),
    method: oneOf(params.get('method'), [...PAYMENT_METHODS, 'all'] as const, 'all'),
  };
  const withdrawalStatus: TWithdrawalFilter = oneOf(
    params.get('status'),
    [...WITHDRAWAL_STATUSES, 'all'] as const,
    'pending',
  );

  const tabs = [
    {
      key: 'topups' as const,
      to: '?view=topups',
      icon: Wallet,
      label: t('admin.payments.view_topups'),
      count: pendingTopUps.data,
    },
    {
      key: 'withdrawals' as const,
      to: '?view=withdrawals',
      icon: Banknote,
      label: t('admin.payments.view_withdrawals'),
      count: pendingWithdrawals.data,
    },
  ];

  return (
    <div>
      <PageHeader title={t('admin.payments.title')} subtitle={t('admin.payments.intro')} />
      <nav aria-label={t('admin.payments.views')} className="mb-5">
        <ul className="inline-flex w-full max-w-md rounded-xl border border-slate-300 bg-slate-100 p-1 dark:border-slate-700 dark:bg-slate-800">
          {tabs.map((tab) => {
            const current = view === tab.key;
            return (
              <li key={tab.key} className="flex-1">
                <Link
                  to={tab.to}
                  aria-current={current ? 'page' : undefined}
                  data-testid={`view-${tab.key}`}
                  className={clsx(
                    'flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-sm leading-tight font-semibold focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500',
                    current
                      ? 'bg-white text-emerald-900 shadow-sm dark:bg-slate-950 dark:text-emerald-200'
                      : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-900/60',
                  )}
                >
                  <tab.icon aria-hidden className="size-4 shrink-0" />
                  <span>{tab.label}</span>
                  {tab.count !== undefined ? (
                    <>
                      <span
                        aria-hidden
                        className={clsx(
                          'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                          tab.count > 0
                            ? 'bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50'
                            : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
                        )}
                        data-testid={`count-${tab.key}`}
                      >
                        {formatNumber(tab.count, lang)}
                      </span>
                      <span className="sr-only">
                        {`, ${t('admin.payments.waiting', { count: tab.count })}`}
                      </span>
                    </>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {view === 'topups' ? (
        <TopUpsView
          filters={paymentFilters}
          onFilters={(changes) => update(changes, { status: 'pending', method: 'all' })}
        />
      ) : (
        <WithdrawalsView
          status={withdrawalStatus}
          onStatus={(status) => update({ status }, { status: 'pending' })}
        />
      )}
    </div>
  );
}
