import type { TOrderDetail } from '@haat/shared/orders/schemas';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { ItemReview } from './item-review.tsx';
import { ProductThumb } from './product-thumb.tsx';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-3 text-lg font-bold' : 'flex justify-between gap-3'}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The items bought (as they were at checkout) and the totals; the seller also sees commission and net. */
export function OrderItems({ order }: { order: TOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const money = (poisha: number) => formatMoney(poisha, lang);
  return (
    <Card aria-labelledby="items-title">
      <h2 id="items-title" className="mb-3 text-lg font-semibold">
        {t('orders.detail.items')}
      </h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {order.items.map((item) => (
          <li key={item.id} className="py-3 first:pt-0" data-testid="order-item">
            <div className="flex items-center gap-3">
              <ProductThumb src={item.image_url} className="size-12" />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words" dir="auto">
                  {item.product_slug ? (
                    <Link to={`/p/${item.product_slug}`} className="hover:underline">
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {t('orders.detail.unit', { quantity: item.quantity, price: money(item.unit_price) })}
                </p>
              </div>
              <p className="font-semibold tabular-nums">{money(item.line_total)}</p>
            </div>
            {order.role === 'buyer' && order.status === 'completed' ? (
              <ItemReview orderId={order.id} item={item} />
            ) : null}
          </li>
        ))}
      </ul>
      <dl
        className="mt-3 space-y-1 border-t border-slate-200 pt-3 dark:border-slate-800"
        data-testid="order-totals"
      >
        <Line label={t('orders.totals.subtotal')} value={money(order.subtotal)} />
        <Line label={t('orders.totals.delivery')} value={money(order.delivery_charge)} />
        <Line label={t('orders.totals.total')} value={money(order.total)} strong />
        {order.role === 'seller' ? (
          <>
            <Line label={t('orders.totals.commission')} value={`− ${money(order.commission)}`} />
            <Line label={t('orders.totals.net')} value={money(order.seller_net)} strong />
          </>
        ) : null}
      </dl>
    </Card>
  );
}
