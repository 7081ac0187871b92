import { History } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePayments } from '../api/list-payments.ts';
import { MethodIcon, StatusBadge, useMethodName } from './payment-labels.tsx';

/** The user's top-ups, newest first, with "Load more". */
export function RecentTopUps() {
  const { t, language } = useTranslation();
  const methodName = useMethodName();
  const list = usePayments();
  return (
    <Card aria-labelledby="recent-top-ups">
      <h2 id="recent-top-ups" className="mb-3 font-semibold">
        {t('payments.recent.title')}
      </h2>
      {list.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : list.isError ? (
        <Alert tone="error">
          <span>{t('payments.recent.failed')}</span>{' '}
          <Button variant="secondary" size="sm" onClick={() => list.refetch()}>
            {t('payments.retry')}
          </Button>
        </Alert>
      ) : !list.data?.data.length ? (
        <EmptyState icon={<History className="size-6" />} title={t('payments.recent.empty')} />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="recent-top-ups">
            {list.data.data.map((payment) => (
              <li key={payment.id}>
                <Link
                  to={`/payment?id=${payment.id}`}
                  className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:hover:bg-slate-800"
                >
                  <MethodIcon method={payment.method} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{methodName(payment.method)}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {formatDateTime(payment.created_at, language)}
                      {' · '}
                      <span data-testid="top-up-reference">
                        {t('wallet.reference_short', { reference: payment.reference })}
                      </span>
                    </span>
                  </span>
                  <span className="flex flex-col items-end gap-1">
                    <span className="font-semibold tabular-nums">
                      {formatMoney(payment.amount, language)}
                    </span>
                    <StatusBadge status={payment.status} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-3 w-full"
              loading={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {t('payments.load_more')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
