import type { TOrderRole } from '@haat/shared/orders/schemas';
import { PackageOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, Skeleton } from '../../../components/ui/card.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { orderFilterQuery, useOrders } from '../api/list-orders.ts';
import { OrderFilters } from './order-filters.tsx';
import { OrderRow } from './order-row.tsx';
import { useOrderFilters } from './use-order-filters.ts';

/**
 * A user's orders as buyer or seller: filters from the address, the rows, "Load more", and the
 * loading, empty, no-match and error states. `tools` sits beside the count (the seller's CSV link).
 */
export function OrderList({
  side: role,
  empty,
  tools,
}: {
  /** Whose orders: the user's purchases (`buyer`) or sales (`seller`). */
  side: TOrderRole;
  empty: ReactNode;
  tools?: (query: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { filters, setFilter, clear, active } = useOrderFilters();
  const orders = useOrders(role, filters);
  const total = orders.data?.meta.total;

  let body: ReactNode;
  if (orders.isError && !orders.data)
    body = (
      <Alert tone="error">
        <p>{t('orders.list.failed')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => orders.refetch()}>
          {t('orders.retry')}
        </Button>
      </Alert>
    );
  else if (!orders.data)
    body = (
      <div role="status" aria-busy="true" aria-label={t('orders.list.loading')} className="space-y-3 p-4">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  else if (orders.data.data.length === 0)
    body = active ? (
      <EmptyState icon={<PackageOpen className="size-8" />} title={t('orders.list.no_match')}>
        <Button size="sm" variant="secondary" className="mt-2" onClick={clear}>
          {t('orders.list.clear')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState icon={<PackageOpen className="size-8" />} title={t('orders.list.empty')}>
        {empty}
      </EmptyState>
    );
  else
    body = (
      <ul className="-mx-4 divide-y divide-slate-200 sm:-mx-5 dark:divide-slate-800" data-testid="order-list">
        {orders.data.data.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-4">
      <Card>
        <OrderFilters filters={filters} setFilter={setFilter} clear={clear} active={active} />
      </Card>
      <Card aria-labelledby="orders-list-title">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="orders-list-title" className="text-lg font-semibold">
            {t('orders.list.title')}
            {total !== undefined ? (
              <span
                className="ms-2 text-sm font-normal text-slate-600 dark:text-slate-400"
                data-testid="orders-total"
              >
                ({formatNumber(total, lang)})
              </span>
            ) : null}
          </h2>
          {tools?.(orderFilterQuery(role, filters))}
        </div>
        {body}
        {orders.data ? <LoadMore list={orders} label={t('orders.list.more')} /> : null}
      </Card>
    </div>
  );
}
