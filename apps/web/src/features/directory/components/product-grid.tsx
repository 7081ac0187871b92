import type { TProduct } from '@haat/shared/directory/products';
import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { clsx } from 'clsx';
import { Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState } from '../../../components/ui/card.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { AddToCartButton } from '../../orders/components/add-to-cart-button.tsx';
import { useBusinessProducts } from '../api/list-products.ts';

function ProductTile({
  product,
  businessName,
  canBuy,
}: {
  product: TProduct;
  businessName: string;
  canBuy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const image = product.images[0];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      {image ? (
        <img
          src={image.thumb_url}
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
        <h3 className="line-clamp-2 break-words text-sm font-medium text-slate-900 dark:text-slate-100">
          <Link
            to={`/p/${product.slug}`}
            className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500"
            data-testid="product-link"
          >
            {product.title}
          </Link>
        </h3>
        <p
          className="mt-auto font-semibold text-emerald-800 dark:text-emerald-300"
          data-testid="product-price"
        >
          {formatMoney(product.price, lang)}
        </p>
        {product.stock === 0 ? (
          <p className="text-xs font-medium text-red-700 dark:text-red-400">
            {t('directory.products.sold_out')}
          </p>
        ) : null}
        {canBuy && product.stock > 0 ? (
          <AddToCartButton
            className="mt-2 w-full"
            product={{
              id: product.id,
              title: product.title,
              price: product.price,
              stock: product.stock,
              image_url: image?.thumb_url ?? null,
              business_name: businessName,
            }}
          />
        ) : null}
      </div>
    </article>
  );
}

/** The business's active products as a grid of tiles, by its own categories, with "Load more". */
export function ProductGrid({
  slug,
  categories,
  total,
  businessName,
  canBuy,
}: {
  slug: string;
  categories: TBusinessCategory[];
  total: number;
  businessName: string;
  /** Shows "Add to cart" on each tile (not for the business's owner). */
  canBuy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [categoryId, setCategoryId] = useState<string>();
  const products = useBusinessProducts(slug, categoryId);
  const chips: { id: string | undefined; name: string; count: number }[] = [
    { id: undefined, name: t('directory.products.all'), count: total },
    ...categories.map((category) => ({
      id: category.id,
      name: category.name,
      count: category.product_count,
    })),
  ];
  return (
    <Card aria-labelledby="products-title">
      <h2 id="products-title" className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <Package aria-hidden className="size-5 text-emerald-700 dark:text-emerald-400" />
        {t('directory.products.title')}
        {total ? (
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">
            ({formatNumber(total, lang)})
          </span>
        ) : null}
      </h2>
      {categories.length > 1 ? (
        <fieldset className="mb-4">
          <legend className="sr-only">{t('directory.products.categories')}</legend>
          <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
            {chips.map((chip) => (
              <button
                key={chip.id ?? 'all'}
                type="button"
                aria-pressed={categoryId === chip.id}
                onClick={() => setCategoryId(chip.id)}
                className={clsx(
                  buttonClass(categoryId === chip.id ? 'primary' : 'secondary', 'sm'),
                  'shrink-0 rounded-full',
                )}
              >
                <span dir="auto">{chip.name}</span>
                <span className="rounded-full bg-black/10 px-1.5 text-xs dark:bg-white/15">
                  {formatNumber(chip.count, lang)}
                </span>
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {products.isError && !products.data ? (
        <Alert tone="error">
          <p>{t('directory.errors.products_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => products.refetch()}>
            {t('directory.actions.retry')}
          </Button>
        </Alert>
      ) : !products.data ? (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {t('app.loading')}
        </p>
      ) : products.data.data.length === 0 ? (
        <EmptyState icon={<Package className="size-8" />} title={t('directory.products.empty')} />
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="product-grid">
            {products.data.data.map((product) => (
              <li
                key={product.id}
                className="[contain-intrinsic-block-size:auto_16rem] [content-visibility:auto]"
              >
                <ProductTile product={product} businessName={businessName} canBuy={canBuy} />
              </li>
            ))}
          </ul>
          <LoadMore list={products} label={t('directory.products.more')} className="mt-4" />
        </>
      )}
    </Card>
  );
}
