import type { TMarketplaceTile } from '@haat/shared/marketplace/schemas';
import { districtName } from '@haat/shared/places/bd-places';
import { BadgeCheck, Package } from 'lucide-react';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { StarRow } from '../../directory/components/stars.tsx';
import { formatRating } from '../../directory/format.ts';

type THeading = 'h2' | 'h3';

/**
 * One product of a marketplace list: image, title (the link to `/p/{slug}`), price, seller, place,
 * rating. The title is an `h3` under a section's `h2`, or an `h2` right under the page's `h1`.
 */
export function ProductTile({
  tile,
  heading: Heading = 'h3',
}: {
  tile: TMarketplaceTile;
  heading?: THeading;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const place = tile.seller.district ? districtName(tile.seller.district, lang) : tile.seller.city;
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white focus-within:ring-3 focus-within:ring-amber-500 dark:border-slate-800 dark:bg-slate-900"
      data-testid="market-tile"
    >
      {tile.thumb_url ? (
        <img
          src={tile.thumb_url}
          alt=""
          loading="lazy"
          className="aspect-[4/3] w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : (
        <span
          aria-hidden
          className="grid aspect-[4/3] w-full place-items-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500"
        >
          <Package className="size-8" />
        </span>
      )}
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading className="line-clamp-2 break-words text-sm font-medium text-slate-900 dark:text-slate-100">
          <Link
            to={`/p/${tile.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none"
            dir="auto"
          >
            {tile.title}
          </Link>
        </Heading>
        <p className="font-semibold text-emerald-800 dark:text-emerald-300" data-testid="tile-price">
          {formatMoney(tile.price, lang)}
        </p>
        {tile.stock < 1 ? (
          <p className="text-xs font-medium text-red-700 dark:text-red-400">{t('marketplace.stock.out')}</p>
        ) : null}
        <p className="mt-auto flex min-w-0 items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
          <span className="truncate" dir="auto">
            {tile.seller.name}
          </span>
          {tile.seller.verified ? (
            <BadgeCheck
              role="img"
              aria-label={t('marketplace.seller.verified')}
              className="size-3.5 shrink-0 text-sky-700 dark:text-sky-300"
            />
          ) : null}
        </p>
        {place ? <p className="truncate text-xs text-slate-600 dark:text-slate-400">{place}</p> : null}
        {tile.seller.rating_count > 0 ? (
          <p className="flex items-center gap-1 text-xs text-slate-700 dark:text-slate-300">
            <StarRow value={tile.seller.rating_avg} />
            <span>{formatRating(tile.seller.rating_avg, lang)}</span>
            <span className="sr-only">
              {t('marketplace.seller.rating', { average: formatRating(tile.seller.rating_avg, lang) })}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** A grid of tiles. */
export function TileGrid({
  tiles,
  testId,
  heading,
}: {
  tiles: TMarketplaceTile[];
  testId?: string;
  heading?: THeading;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid={testId}>
      {tiles.map((tile) => (
        <li key={tile.id} className="[contain-intrinsic-block-size:auto_16rem] [content-visibility:auto]">
          <ProductTile tile={tile} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
