import type { TListing } from '@haat/shared/orders/seller-schemas';
import { clsx } from 'clsx';
import { Package, Sparkles } from 'lucide-react';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { PRODUCT_STATUS_TONE } from '../../products/components/product-bits.tsx';

export function ListingStatus({ status }: { status: TListing['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'inline-block shrink-0 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        PRODUCT_STATUS_TONE[status],
      )}
      data-testid="listing-status"
    >
      {t(`seller.status.${status}`)}
    </span>
  );
}

/** "Featured until 3 December 2026", while the featuring runs. */
export function FeaturedBadge({ until }: { until: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 text-xs font-medium text-violet-900 dark:bg-violet-900 dark:text-violet-100"
      data-testid="featured-badge"
    >
      <Sparkles aria-hidden className="size-3.5" />
      {t('seller.listings.featured_until', { date: formatDate(until, lang) })}
    </span>
  );
}

export function ListingThumb({ url }: { url: string | null }) {
  const box = 'size-14 shrink-0 rounded-lg border sm:size-16';
  return url ? (
    <img
      src={url}
      alt=""
      loading="lazy"
      className={clsx(box, 'border-slate-200 object-cover dark:border-slate-700')}
    />
  ) : (
    <span
      aria-hidden
      className={clsx(
        box,
        'grid place-items-center border-dashed border-slate-300 bg-slate-50 text-slate-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400',
      )}
    >
      <Package className="size-5" />
    </span>
  );
}
