import type { TMarketplaceTile } from '@haat/shared/marketplace/schemas';
import {
  Apple,
  BookOpen,
  ClipboardList,
  Dumbbell,
  HeartPulse,
  type LucideIcon,
  Package,
  PackagePlus,
  Search,
  Shirt,
  ShoppingBag,
  Smartphone,
  Sofa,
  Store,
} from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverLoader } from '../../../lib/server-loader.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { marketHomeQuery, useMarketHome } from '../api/marketplace.ts';
import { TileGrid } from '../components/product-tile.tsx';

const ICONS: Record<string, LucideIcon> = {
  electronics: Smartphone,
  clothing: Shirt,
  food: Apple,
  books: BookOpen,
  home_goods: Sofa,
  sports: Dumbbell,
  health: HeartPulse,
  other: Package,
};

function TileSection({ id, title, tiles }: { id: string; title: string; tiles: TMarketplaceTile[] }) {
  if (!tiles.length) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <TileGrid tiles={tiles} testId={id} />
    </section>
  );
}

/** `/marketplace`: search, the eight categories, featured and newest products, and the way to sell. */
export default function MarketHome() {
  const { t } = useTranslation();
  const home = useMarketHome();
  useDocumentTitle(t('marketplace.title'));

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t('marketplace.title')} subtitle={t('marketplace.intro')} icon={<ShoppingBag />} />
        <nav aria-label={t('marketplace.home.actions')} className="flex flex-wrap gap-2">
          <ButtonLink to="/marketplace/sell" size="sm" data-testid="add-product">
            <PackagePlus aria-hidden className="size-4" />
            {t('marketplace.home.add_product')}
          </ButtonLink>
          <ButtonLink to="/orders" size="sm" variant="secondary">
            <ClipboardList aria-hidden className="size-4" />
            {t('marketplace.home.my_orders')}
          </ButtonLink>
          <ButtonLink to="/marketplace/listings" size="sm" variant="secondary">
            <Store aria-hidden className="size-4" />
            {t('marketplace.home.my_listings')}
          </ButtonLink>
        </nav>
      </div>

      {/* A plain GET form: the search page is rendered on the server, so it works without JavaScript. */}
      <search aria-label={t('marketplace.search.region')}>
        <form action="/marketplace/search" method="get" className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <label htmlFor="market-home-q" className="sr-only">
              {t('marketplace.search.label')}
            </label>
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
            />
            <Input
              id="market-home-q"
              name="q"
              type="search"
              maxLength={100}
              placeholder={t('marketplace.search.placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              className="ps-10"
            />
          </div>
          <Button type="submit">
            <Search aria-hidden className="size-4 sm:hidden" />
            <span className="max-sm:sr-only">{t('marketplace.search.submit')}</span>
          </Button>
        </form>
      </search>

      {home.isPending ? (
        <div aria-busy="true" className="mt-6" data-testid="market-loading">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
              <Skeleton key={i} className="h-20 w-full rounded-lg" />
            ))}
          </div>
        </div>
      ) : home.isError ? (
        <Alert tone="error" className="mt-6">
          <p>{t('marketplace.errors.home_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => home.refetch()}>
            {t('marketplace.actions.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          <section aria-labelledby="categories-title" className="mt-6">
            <h2 id="categories-title" className="mb-3 text-lg font-semibold">
              {t('marketplace.home.categories')}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="categories">
              {home.data.categories.map(({ value, count }) => {
                const Icon = ICONS[value] ?? Package;
                return (
                  <li key={value}>
                    <Link
                      to={`/marketplace/search?category=${value}`}
                      className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-emerald-600 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-amber-500 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-emerald-400"
                    >
                      <span
                        aria-hidden
                        className="grid size-10 shrink-0 place-items-center rounded-lg bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100"
                      >
                        <Icon className="size-5" />
                      </span>
                      <span className="min-w-0">
                        <span className="block font-medium text-slate-900 dark:text-slate-100">
                          {t(`marketplace.categories.${value}`)}
                        </span>
                        <span className="block text-sm text-slate-600 dark:text-slate-400">
                          {t('marketplace.home.products', { count })}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
          <TileSection id="featured" title={t('marketplace.home.featured')} tiles={home.data.featured} />
          {home.data.newest.length ? (
            <TileSection id="newest" title={t('marketplace.home.newest')} tiles={home.data.newest} />
          ) : (
            <Card className="mt-6">
              <EmptyState icon={<ShoppingBag className="size-8" />} title={t('marketplace.home.empty')}>
                <p>{t('marketplace.home.empty_text')}</p>
              </EmptyState>
            </Card>
          )}
        </>
      )}
    </div>
  );
}

/** Server rendering: categories, featured and newest products, before the page is drawn. */
export const loader = serverLoader(async (_args, { queryClient, getJson }) => {
  await queryClient.prefetchQuery(marketHomeQuery(getJson));
  return null;
});
