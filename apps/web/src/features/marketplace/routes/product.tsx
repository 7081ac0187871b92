import type { TMarketplaceProductPage } from '@haat/shared/marketplace/schemas';
import { districtName } from '@haat/shared/places/bd-places';
import { ArrowLeft, MapPin, SearchX, ShoppingBag, Truck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, Skeleton } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverLoader } from '../../../lib/server-loader.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { VerifiedBadge } from '../../directory/components/badges.tsx';
import { BusinessAvatar } from '../../directory/components/business-avatar.tsx';
import { RatingSummary, StarRow } from '../../directory/components/stars.tsx';
import { AddToCartButton } from '../../orders/components/add-to-cart-button.tsx';
import { ReportButton } from '../../reports/components/report-button.tsx';
import {
  marketProductQuery,
  productViewUrl,
  sendProductView,
  useMarketProduct,
  useProductReviews,
} from '../api/marketplace.ts';
import { Gallery } from '../components/gallery.tsx';
import { TileGrid } from '../components/product-tile.tsx';

const linkClass =
  'rounded-md font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300';

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center" data-testid="product-not-found">
      <SearchX aria-hidden className="size-14 text-slate-500" />
      <h1 className="text-2xl font-bold">{t('marketplace.product.not_found')}</h1>
      <p className="max-w-md text-slate-700 dark:text-slate-300">{t('marketplace.product.not_found_text')}</p>
      <ButtonLink to="/marketplace">
        <ShoppingBag aria-hidden className="size-4" />
        {t('marketplace.product.browse')}
      </ButtonLink>
    </section>
  );
}

function Stock({ stock }: { stock: number }) {
  const { t } = useTranslation();
  if (stock < 1)
    return (
      <p className="font-semibold text-red-700 dark:text-red-400" data-testid="stock">
        {t('marketplace.stock.out')}
      </p>
    );
  if (stock <= 5)
    return (
      <p className="font-semibold text-amber-800 dark:text-amber-300" data-testid="stock">
        {t('marketplace.stock.only_left', { count: stock })}
      </p>
    );
  return (
    <p className="font-medium text-emerald-800 dark:text-emerald-300" data-testid="stock">
      {t('marketplace.stock.in')}
    </p>
  );
}

function BuyBox({ page }: { page: TMarketplaceProductPage }) {
  const { t } = useTranslation();
  const { product, seller } = page;
  const [quantity, setQuantity] = useState(1);
  const id = useId();
  if (product.stock < 1) return null;
  const max = Math.min(product.stock, 99);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200">
          {t('marketplace.product.quantity')}
        </label>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={quantity}
          onChange={(event) => {
            const value = Math.trunc(Number(event.target.value));
            setQuantity(Number.isFinite(value) ? Math.min(max, Math.max(1, value)) : 1);
          }}
          className="w-24"
          data-testid="quantity"
        />
      </div>
      <AddToCartButton
        size="md"
        quantity={quantity}
        className="min-w-40 flex-1 sm:flex-none"
        product={{
          id: product.id,
          title: product.title,
          price: product.price,
          stock: product.stock,
          image_url: product.images[0]?.thumb_url ?? null,
          business_name: seller.name,
        }}
      />
    </div>
  );
}

function SellerCard({ page }: { page: TMarketplaceProductPage }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { seller } = page;
  const district = seller.district ? districtName(seller.district, lang) : null;
  const place = [seller.city, district].filter(Boolean).join(', ');
  return (
    <Card aria-labelledby="seller-title" className="space-y-3">
      <h2 id="seller-title" className="text-lg font-semibold">
        {t('marketplace.seller.title')}
      </h2>
      <div className="flex items-center gap-3">
        <BusinessAvatar name={seller.name} src={seller.logo_thumb_url} className="size-12 text-lg" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            {seller.kind === 'personal' ? (
              <span className="font-semibold break-words" dir="auto" data-testid="seller-name">
                {seller.name}
              </span>
            ) : (
              <Link to={`/b/${seller.slug}`} className={`${linkClass} break-words`} data-testid="seller-link">
                <span dir="auto">{seller.name}</span>
              </Link>
            )}
            {seller.verified ? <VerifiedBadge /> : null}
          </p>
          <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="seller-kind">
            {t(seller.kind === 'personal' ? 'marketplace.seller.personal' : 'marketplace.seller.business')}
          </p>
          {place ? (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-700 dark:text-slate-300">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span dir="auto">{place}</span>
            </p>
          ) : null}
        </div>
      </div>
      <RatingSummary average={seller.rating_avg} count={seller.rating_count} />
      <div>
        <h3 className="mb-1 flex items-center gap-2 text-sm font-semibold">
          <Truck aria-hidden className="size-4" />
          {t('marketplace.delivery.title')}
        </h3>
        <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm" data-testid="delivery">
          <dt className="text-slate-700 dark:text-slate-300">
            {district
              ? t('marketplace.delivery.inside', { district })
              : t('marketplace.delivery.inside_area')}
          </dt>
          <dd className="font-medium">{formatMoney(seller.delivery_inside, lang)}</dd>
          <dt className="text-slate-700 dark:text-slate-300">{t('marketplace.delivery.outside')}</dt>
          <dd className="font-medium">{formatMoney(seller.delivery_outside, lang)}</dd>
        </dl>
      </div>
    </Card>
  );
}

function Reviews({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const reviews = useProductReviews(slug);
  return (
    <Card aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="mb-3 text-lg font-semibold">
        {t('marketplace.reviews.title')}
      </h2>
      {reviews.isError && !reviews.data ? (
        <Alert tone="error">
          <p>{t('marketplace.errors.reviews_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => reviews.refetch()}>
            {t('marketplace.actions.retry')}
          </Button>
        </Alert>
      ) : !reviews.data ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('app.loading')}
        </p>
      ) : reviews.data.meta.rating.count === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="no-reviews">
          {t('marketplace.reviews.none')}
        </p>
      ) : (
        <>
          <RatingSummary
            average={reviews.data.meta.rating.average}
            count={reviews.data.meta.rating.count}
            size="lg"
          />
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" data-testid="review-list">
            {reviews.data.data.map((review) => (
              <li
                key={review.id}
                className="py-3 [contain-intrinsic-block-size:auto_7rem] [content-visibility:auto]"
              >
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold" dir="auto">
                    {review.author_name}
                  </span>
                  <StarRow value={review.rating} />
                  <span className="sr-only">{t('marketplace.reviews.stars', { count: review.rating })}</span>
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
                    {t('marketplace.reviews.verified_purchase')}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400">
                    {formatDate(review.created_at, lang)}
                  </span>
                </p>
                {review.body ? (
                  <p
                    className="mt-1 whitespace-pre-line break-words text-slate-800 dark:text-slate-200"
                    dir="auto"
                  >
                    {review.body}
                  </p>
                ) : null}
                <ReportButton
                  subject={{ type: 'product_review', id: review.id }}
                  guests="hide"
                  className="-ms-2"
                />
              </li>
            ))}
          </ul>
          <LoadMore list={reviews} label={t('marketplace.reviews.more')} testId="more-reviews" />
        </>
      )}
    </Card>
  );
}

function ProductView({ page }: { page: TMarketplaceProductPage }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { product } = page;
  return (
    <div className="space-y-5">
      <div className="grid gap-5 md:grid-cols-2">
        <Gallery images={product.images} title={product.title} />
        <div className="space-y-3">
          <h1
            className="break-words text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white"
            dir="auto"
          >
            {product.title}
          </h1>
          <p className="text-2xl font-bold text-emerald-800 dark:text-emerald-300" data-testid="price">
            {formatMoney(product.price, lang)}
          </p>
          <Stock stock={product.stock} />
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600 dark:text-slate-400">{t('marketplace.product.condition')}</dt>
            <dd className="font-medium" data-testid="condition">
              {t(`marketplace.condition.${product.condition}`)}
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">{t('marketplace.product.category')}</dt>
            <dd>
              <Link to={`/marketplace/search?category=${product.marketplace_category}`} className={linkClass}>
                {t(`marketplace.categories.${product.marketplace_category}`)}
              </Link>
            </dd>
          </dl>
          <BuyBox page={page} />
          <ReportButton subject={{ type: 'product', id: product.id }} className="-ms-2" />
        </div>
      </div>
      <div className="grid gap-5 md:grid-cols-[2fr_1fr]">
        <Card aria-labelledby="description-title">
          <h2 id="description-title" className="mb-2 text-lg font-semibold">
            {t('marketplace.product.description')}
          </h2>
          {product.description ? (
            <p className="whitespace-pre-line break-words text-slate-800 dark:text-slate-200" dir="auto">
              {product.description}
            </p>
          ) : (
            <p className="text-slate-600 dark:text-slate-400">{t('marketplace.product.no_description')}</p>
          )}
        </Card>
        <SellerCard page={page} />
      </div>
      <Reviews slug={product.slug} />
      {page.related.length ? (
        <section aria-labelledby="related-title">
          <h2 id="related-title" className="mb-3 text-lg font-semibold">
            {t('marketplace.product.related')}
          </h2>
          <TileGrid tiles={page.related} testId="related" />
        </section>
      ) : null}
    </div>
  );
}

/** `/p/:slug`: a listed product's public page (rendered on the server). */
export default function ProductPage() {
  const { t } = useTranslation();
  const slug = useParams().slug ?? '';
  const page = useMarketProduct(slug);
  const missing = page.error instanceof ApiError && page.error.status === 404;
  useDocumentTitle(
    page.data?.product.title ?? (missing ? t('marketplace.product.not_found') : t('marketplace.title')),
  );

  // One view per visit of the page, from the browser only (effects never run on the server).
  const counted = useRef('');
  const found = !!page.data;
  useEffect(() => {
    if (!found || counted.current === slug) return;
    counted.current = slug;
    sendProductView(slug);
  }, [found, slug]);

  return (
    <div data-count-view={found ? productViewUrl(slug) : undefined}>
      <Link
        to="/marketplace"
        className="mb-3 inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-800 hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:text-emerald-300"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('marketplace.title')}
      </Link>
      {page.data ? (
        <ProductView page={page.data} />
      ) : missing ? (
        <NotFound />
      ) : page.isError ? (
        <Alert tone="error">
          <p>{t('marketplace.errors.product_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => page.refetch()}>
            {t('marketplace.actions.retry')}
          </Button>
        </Alert>
      ) : (
        <div aria-busy="true" data-testid="product-loading" className="grid gap-5 md:grid-cols-2">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <div className="space-y-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      )}
    </div>
  );
}

/** Server rendering: the product, its seller, its first reviews and related products, before the page is drawn. */
export const loader = serverLoader(async ({ params }, { queryClient, getJson }) => {
  await queryClient.prefetchQuery(marketProductQuery(queryClient, params.slug ?? '', getJson));
  return null;
});
