import type { TListing } from '@haat/shared/orders/seller-schemas';
import { Pencil, Sparkles, SquarePen } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { formatRating } from '../../directory/format.ts';
import { FeaturedBadge, ListingStatus, ListingThumb } from './listing-bits.tsx';
import { QuickEditForm } from './quick-edit-form.tsx';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-2.5 py-1.5 dark:bg-slate-800/70">
      <dt className="break-words text-xs leading-tight text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900 dark:text-white" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** One listing: picture, title, business, status, featuring, figures, quick edit, edit and feature. */
export function ListingCard({
  listing,
  onSaved,
  onFeature,
}: {
  listing: TListing;
  onSaved: (listing: TListing) => void;
  onFeature: (listing: TListing, opener: HTMLButtonElement) => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // When the form closes, focus goes back to the button that opened it, once that button is back in
  // the page (after the commit; a frame later can still be before it on a busy phone).
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) wasEditing.current = true;
    else if (wasEditing.current) {
      wasEditing.current = false;
      editButton.current?.focus();
    }
  }, [editing]);
  const close = () => setEditing(false);

  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="listing"
    >
      <div className="flex items-start gap-3">
        <ListingThumb url={listing.thumb_url} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="break-words font-semibold">
                <Link
                  to={`/p/${listing.slug}`}
                  className="text-slate-900 underline-offset-2 hover:underline dark:text-white"
                  data-testid="listing-title"
                >
                  {listing.title}
                </Link>
              </h2>
              <p className="break-words text-sm text-slate-600 dark:text-slate-400">
                {listing.business.name}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <ListingStatus status={listing.status} />
              {listing.featured_until ? <FeaturedBadge until={listing.featured_until} /> : null}
            </div>
          </div>
        </div>
      </div>
      {/* Full width on phones; under the text, beside the picture's column, on wider screens. */}
      <div className="mt-3 space-y-3 sm:ms-[4.75rem]">
        {editing ? (
          <QuickEditForm
            listing={listing}
            onCancel={close}
            onSaved={() => {
              close();
              onSaved(listing);
            }}
          />
        ) : (
          <dl className="grid grid-cols-3 gap-2 text-sm lg:grid-cols-6">
            <Figure label={t('seller.listings.price')} testId="listing-price">
              {formatMoney(listing.price, lang)}
            </Figure>
            <Figure label={t('seller.listings.stock')} testId="listing-stock">
              {formatNumber(listing.stock, lang)}
            </Figure>
            <Figure label={t('seller.listings.views')} testId="listing-views">
              {formatNumber(listing.views_30d, lang)}
            </Figure>
            <Figure label={t('seller.listings.orders')} testId="listing-orders">
              {formatNumber(listing.orders, lang)}
            </Figure>
            <Figure label={t('seller.listings.units')} testId="listing-units">
              {formatNumber(listing.units_sold, lang)}
            </Figure>
            <Figure label={t('seller.listings.rating')}>
              {listing.rating.count > 0 ? (
                <>
                  {formatRating(listing.rating.average, lang)}
                  <span className="ms-1 text-xs font-normal text-slate-600 dark:text-slate-400">
                    {t('seller.listings.reviews', { count: listing.rating.count })}
                  </span>
                </>
              ) : (
                <span className="font-normal text-slate-600 dark:text-slate-400">—</span>
              )}
            </Figure>
          </dl>
        )}

        <div className="flex flex-wrap gap-2">
          {editing ? null : (
            <Button
              ref={editButton}
              size="sm"
              variant="secondary"
              onClick={() => setEditing(true)}
              data-testid="quick-open"
            >
              <Pencil aria-hidden className="size-4" />
              {t('seller.quick.open')}
              <span className="sr-only"> {listing.title}</span>
            </Button>
          )}
          <ButtonLink size="sm" variant="secondary" to={`/business/products/${listing.id}/edit`}>
            <SquarePen aria-hidden className="size-4" />
            {t('seller.listings.edit')}
            <span className="sr-only"> {listing.title}</span>
          </ButtonLink>
          <Button
            size="sm"
            variant="secondary"
            onClick={(event) => onFeature(listing, event.currentTarget)}
            data-testid="feature-open"
          >
            <Sparkles aria-hidden className="size-4" />
            {t('seller.feature.open')}
            <span className="sr-only"> {listing.title}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
