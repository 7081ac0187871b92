import type { TProduct } from '@haat/shared/directory/products';
import { clsx } from 'clsx';
import { Package } from 'lucide-react';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';

/** Below this many in stock a product is "low in stock". */
export const LOW_STOCK = 5;

/** Badge colours of a product status (the products list and the seller's listings). */
export const PRODUCT_STATUS_TONE: Record<TProduct['status'], string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  draft: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  archived: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function StatusBadge({
  status,
  moderation,
}: {
  status: TProduct['status'];
  /** Staff hid or removed it (issue 17): said with the reason, whatever its own status. */
  moderation?: TProduct['moderation'];
}) {
  const { t } = useTranslation();
  if (moderation)
    return (
      <span
        className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-medium text-red-900 dark:bg-red-950 dark:text-red-100"
        data-testid="product-moderated"
      >
        {moderation.reason
          ? t('products.moderated_reason', { reason: moderation.reason })
          : t('products.moderated')}
      </span>
    );
  return (
    <span
      className={clsx(
        'inline-block shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        PRODUCT_STATUS_TONE[status],
      )}
      data-testid="product-status"
    >
      {t(`products.status.${status}`)}
    </span>
  );
}

/** The stock count, with an out-of-stock or low-stock hint. */
export function StockText({ stock }: { stock: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="tabular-nums">{formatNumber(stock, lang)}</span>
      {stock === 0 ? (
        <span className="whitespace-nowrap rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900 dark:bg-red-950 dark:text-red-100">
          {t('products.stock.out')}
        </span>
      ) : stock <= LOW_STOCK ? (
        <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {t('products.stock.low')}
        </span>
      ) : null}
    </span>
  );
}

/** The main image of a product as a small square, or a placeholder. */
export function ProductThumb({ product, size = 'md' }: { product: TProduct; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16' : 'size-12';
  const image = product.images[0];
  return image ? (
    <img
      src={image.thumb_url}
      alt=""
      loading="lazy"
      className={clsx(box, 'shrink-0 rounded-lg border border-slate-200 object-cover dark:border-slate-700')}
    />
  ) : (
    <span
      aria-hidden
      className={clsx(
        box,
        'grid shrink-0 place-items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 text-slate-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400',
      )}
    >
      <Package className="size-5" />
    </span>
  );
}
