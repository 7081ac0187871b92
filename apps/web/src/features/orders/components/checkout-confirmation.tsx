import type { TCheckoutResult } from '@haat/shared/orders/schemas';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { StatusBadge } from './status-badge.tsx';

/** After checkout: the orders made (number, seller, total), each linking to its page. */
export function CheckoutConfirmation({ result }: { result: TCheckoutResult }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="space-y-4" aria-labelledby="confirmation-title">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-1 size-7 shrink-0 text-emerald-700 dark:text-emerald-400" />
        <div>
          <h2
            id="confirmation-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
            data-testid="checkout-done"
          >
            {t('orders.confirmation.title')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">
            {t('orders.confirmation.text', { orders: result.orders.length })}
          </p>
        </div>
      </div>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
        {result.orders.map((order) => (
          <li key={order.id} data-testid="placed-order">
            <Link
              to={`/orders/${order.id}`}
              className="flex flex-wrap items-center justify-between gap-2 p-3 hover:bg-slate-50 dark:hover:bg-slate-800"
            >
              <span className="min-w-0">
                <span className="block font-semibold" dir="ltr">
                  {order.number}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-400" dir="auto">
                  {order.business.name}
                </span>
              </span>
              <span className="flex items-center gap-3">
                <StatusBadge status={order.status} />
                <span className="font-semibold tabular-nums">{formatMoney(order.total, lang)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/orders">{t('orders.confirmation.my_orders')}</ButtonLink>
        <ButtonLink to="/marketplace" variant="secondary">
          {t('orders.confirmation.shop_more')}
        </ButtonLink>
      </div>
    </Card>
  );
}
