import { AlertTriangle, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { ProductThumb } from './product-thumb.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** One cart line as both carts (signed in and guest) show it. */
export interface TCartRow {
  productId: string;
  title: string;
  slug?: string | null;
  imageUrl?: string | null;
  seller?: string | null;
  /** Unit price in poisha. */
  price: number;
  quantity: number;
  /** The most that can be bought (stock), when known. */
  max: number;
  /** Why this line cannot be bought as it is, in words. */
  problem?: string;
}

export function CartLineRow({
  row,
  busy,
  onQuantity,
  onRemove,
}: {
  row: TCartRow;
  busy?: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <li
      className="flex gap-3 py-4 first:pt-0 last:pb-0"
      data-testid="cart-line"
      aria-busy={busy || undefined}
    >
      <ProductThumb src={row.imageUrl} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-medium break-words text-slate-900 dark:text-white" dir="auto">
              {row.slug ? (
                <Link to={`/p/${row.slug}`} className="hover:underline">
                  {row.title}
                </Link>
              ) : (
                row.title
              )}
            </h3>
            {row.seller ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('orders.cart.sold_by')} <span dir="auto">{row.seller}</span>
              </p>
            ) : null}
          </div>
          <p className="font-semibold text-slate-900 dark:text-white" data-testid="line-total">
            {formatMoney(row.price * row.quantity, lang)}
          </p>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('orders.cart.each', { price: formatMoney(row.price, lang) })}
        </p>
        {row.problem ? (
          <p
            className="flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-400"
            data-testid="line-problem"
          >
            <AlertTriangle aria-hidden className="size-4 shrink-0" />
            {row.problem}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper
            value={row.quantity}
            max={Math.max(row.max, row.quantity)}
            label={row.title}
            disabled={busy}
            onChange={onQuantity}
          />
          <button
            type="button"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('orders.cart.remove_named', { title: row.title })}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 disabled:opacity-50 dark:text-red-400 dark:hover:bg-red-950"
          >
            <Trash2 aria-hidden className="size-4" />
            {t('orders.cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
