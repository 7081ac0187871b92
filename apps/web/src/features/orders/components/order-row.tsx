import type { TOrder } from '@haat/shared/orders/schemas';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { StatusBadge } from './status-badge.tsx';

/** One order in a list: number, status, date, the other party, total and how it is paid. */
export function OrderRow({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const counterpart = order.role === 'seller' ? order.buyer.name : order.business.name;
  return (
    <li data-testid="order-row">
      <Link
        to={`/orders/${order.id}`}
        className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-offset-[-3px] dark:hover:bg-slate-800"
      >
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-slate-900 dark:text-white" dir="ltr">
              {order.number}
            </span>
            <StatusBadge status={order.status} />
          </span>
          <span className="block text-sm text-slate-700 dark:text-slate-300">
            {order.role === 'seller' ? t('orders.list.buyer') : t('orders.list.seller')}{' '}
            <span dir="auto">{counterpart}</span>
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {formatDateTime(order.created_at, lang)} · {t(`orders.payment.${order.payment_method}`)}
          </span>
        </span>
        <span className="text-end">
          <span
            className="block font-semibold tabular-nums text-slate-900 dark:text-white"
            data-testid="order-total"
          >
            {formatMoney(order.total, lang)}
          </span>
        </span>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-slate-500 rtl:rotate-180" />
      </Link>
    </li>
  );
}
