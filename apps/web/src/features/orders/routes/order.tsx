import { ArrowLeft, ScrollText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useOrder } from '../api/get-order.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { OrderItems } from '../components/order-items.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { StatusBadge } from '../components/status-badge.tsx';

/** `/orders/:id` (signed in): one order as its buyer or its seller sees it, with what they can do now. */
export default function OrderScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { id = '' } = useParams();
  const order = useOrder(id);
  const data = order.data;
  useDocumentTitle(
    data ? t('orders.detail.title', { number: data.number }) : t('orders.detail.loading_title'),
  );
  const back = data?.role === 'seller' ? '/business/orders' : '/orders';

  const backLink = (
    <Link
      to={back}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800 hover:underline dark:text-emerald-300"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {data?.role === 'seller' ? t('orders.seller.title') : t('orders.mine.title')}
    </Link>
  );

  if (order.isError) {
    const missing =
      order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 422);
    return (
      <div className="space-y-5">
        {backLink}
        <h1 className="sr-only">{t('orders.detail.loading_title')}</h1>
        {missing ? (
          <EmptyState icon={<ScrollText className="size-8" />} title={t('orders.detail.not_found')}>
            <p>{t('orders.detail.not_found_text')}</p>
          </EmptyState>
        ) : (
          <Alert tone="error">
            <p>{t('orders.detail.failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => order.refetch()}>
              {t('orders.retry')}
            </Button>
          </Alert>
        )}
      </div>
    );
  }
  if (!data)
    return (
      <div className="space-y-5" role="status" aria-busy="true" aria-label={t('orders.detail.loading_title')}>
        <Skeleton className="h-8 w-48" />
        <Card>
          <Skeleton className="h-32 w-full" />
        </Card>
      </div>
    );

  return (
    <div className="space-y-5">
      {backLink}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span dir="ltr">{data.number}</span>
            <StatusBadge status={data.status} className="text-sm" />
          </span>
        }
        subtitle={
          <>
            {data.role === 'seller'
              ? t('orders.detail.from_buyer', { name: data.buyer.name })
              : t('orders.detail.from_seller', { name: data.business.name })}{' '}
            · {formatDateTime(data.created_at, lang)}
          </>
        }
        icon={<ScrollText />}
      />
      <OrderActions order={data} onRefetch={() => order.refetch()} />
      <OrderItems order={data} />
      <OrderFacts order={data} />
      <OrderTimeline events={data.events} />
    </div>
  );
}
