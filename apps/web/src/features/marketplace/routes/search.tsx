import { ChevronLeft, ChevronRight, Info, SearchX, ShoppingBag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverLoader } from '../../../lib/server-loader.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import {
  hasMarketFilters,
  marketFiltersFrom,
  marketParamsOf,
  marketSearchQuery,
  NO_MARKET_FILTERS,
  type TMarketFilters,
  useMarketSearch,
} from '../api/marketplace.ts';
import { TileGrid } from '../components/product-tile.tsx';
import { SearchForm } from '../components/search-form.tsx';

function PageLink({
  filters,
  page,
  children,
}: {
  filters: TMarketFilters;
  page: number;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={`/marketplace/search?${marketParamsOf({ ...filters, page }).toString()}`}
      className={buttonClass('secondary', 'sm')}
    >
      {children}
    </Link>
  );
}

/** `/marketplace/search`: the marketplace's products by words and filters, all kept in the address. */
export default function MarketSearch() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = marketFiltersFrom(params);
  const results = useMarketSearch(filters);
  const words = filters.q.trim();
  useDocumentTitle(words ? t('marketplace.search.title_words', { words }) : t('marketplace.search.title'));

  // Any change of the search starts again at its first page.
  const apply = (changes: Partial<TMarketFilters>) =>
    setParams(marketParamsOf({ ...filters, ...changes, page: 1 }), {
      preventScrollReset: true,
      flushSync: true,
    });
  const clear = () => setParams(marketParamsOf({ ...NO_MARKET_FILTERS, sort: filters.sort }));
  const filtered = hasMarketFilters(filters);
  const answer = results.data;
  const total = answer?.meta.total ?? 0;
  const pages = answer ? Math.max(1, Math.ceil(total / answer.meta.perPage)) : 1;
  const hasNext = answer
    ? answer.meta.total_capped
      ? answer.data.items.length === answer.meta.perPage
      : filters.page < pages
    : false;

  return (
    <div>
      <PageHeader
        title={t('marketplace.search.title')}
        subtitle={t('marketplace.search.intro')}
        icon={<ShoppingBag />}
      />
      <SearchForm
        filters={filters}
        facets={answer?.data.facets}
        onChange={apply}
        onClear={clear}
        canClear={filtered}
      />

      <div className="mt-5">
        {results.isPending ? (
          <div aria-busy="true" data-testid="search-loading">
            <span className="sr-only" role="status">
              {t('app.loading')}
            </span>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
                <li key={i}>
                  <Skeleton className="aspect-[3/4] w-full rounded-lg" />
                </li>
              ))}
            </ul>
          </div>
        ) : results.isError || !answer ? (
          <Alert tone="error">
            <p>{t('marketplace.errors.search_failed')}</p>
            <Button size="sm" variant="secondary" className="mt-2" onClick={() => results.refetch()}>
              {t('marketplace.actions.retry')}
            </Button>
          </Alert>
        ) : answer.data.items.length === 0 ? (
          <Card>
            <div data-testid="no-results">
              <EmptyState icon={<SearchX className="size-8" />} title={t('marketplace.search.none_title')}>
                <p>
                  {words ? t('marketplace.search.none_words', { words }) : t('marketplace.search.none_text')}
                </p>
                {filtered ? (
                  <Button className="mt-3" onClick={clear}>
                    {t('marketplace.filters.clear')}
                  </Button>
                ) : null}
              </EmptyState>
            </div>
          </Card>
        ) : (
          <div aria-busy={results.isPlaceholderData || undefined}>
            {answer.meta.similar ? (
              <p
                className="mb-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
                data-testid="similar-note"
              >
                <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('marketplace.search.similar', { words })}
              </p>
            ) : null}
            <p
              className="mb-3 text-sm font-medium text-slate-700 dark:text-slate-300"
              aria-live="polite"
              data-testid="result-count"
            >
              {answer.meta.total_capped
                ? t('marketplace.search.count_capped', { total: formatNumber(total, lang) })
                : t('marketplace.search.count', { count: total })}
            </p>
            <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
              <TileGrid tiles={answer.data.items} testId="search-results" heading="h2" />
            </div>
            {filters.page > 1 || hasNext ? (
              <nav
                aria-label={t('marketplace.search.pages')}
                className="mt-5 flex items-center justify-center gap-3"
              >
                {filters.page > 1 ? (
                  <PageLink filters={filters} page={filters.page - 1}>
                    <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
                    {t('marketplace.search.previous')}
                  </PageLink>
                ) : null}
                <span className="text-sm text-slate-700 dark:text-slate-300" aria-current="page">
                  {answer.meta.total_capped
                    ? t('marketplace.search.page', { page: formatNumber(filters.page, lang) })
                    : t('marketplace.search.page_of', {
                        page: formatNumber(filters.page, lang),
                        pages: formatNumber(pages, lang),
                      })}
                </span>
                {hasNext ? (
                  <PageLink filters={filters} page={filters.page + 1}>
                    {t('marketplace.search.next')}
                    <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
                  </PageLink>
                ) : null}
              </nav>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** Server rendering: the search in the address, before the page is drawn. */
export const loader = serverLoader(async ({ request }, { queryClient, getJson }) => {
  await queryClient.prefetchQuery(
    marketSearchQuery(marketFiltersFrom(new URL(request.url).searchParams), getJson),
  );
  return null;
});
