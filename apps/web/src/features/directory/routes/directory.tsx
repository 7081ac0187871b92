import { Plus, SearchX, Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, EmptyState, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { serverLoader } from '../../../lib/server-loader.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { citiesQuery } from '../api/list-cities.ts';
import {
  directorySearchQuery,
  filtersFrom,
  hasFilters,
  NO_FILTERS,
  paramsOf,
  type TDirectoryFilters,
  useDirectorySearch,
} from '../api/search-directory.ts';
import { DirectoryEntry } from '../components/directory-entry.tsx';
import { DirectoryFilters } from '../components/directory-filters.tsx';

const TYPING_PAUSE_MS = 350;

/** `/business`: the public directory — search, filters, sort, results with "Load more"; all in the address. */
export default function Directory() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [text, setText] = useState(filters.q);
  const committed = useRef(filters.q);
  const results = useDirectorySearch(filters);
  useDocumentTitle(t('directory.title'));

  // The address changed from outside the box (back button, a shared link, "clear"): show its words.
  useEffect(() => {
    if (filters.q !== committed.current) {
      committed.current = filters.q;
      setText(filters.q);
    }
  }, [filters.q]);

  const apply = (next: TDirectoryFilters, replace = false) => {
    committed.current = next.q;
    // flushSync: a clicked checkbox or chosen option shows its new state at once, not after a
    // transition (a controlled input would otherwise flip back until the router caught up).
    setParams(paramsOf(next), { replace, preventScrollReset: true, flushSync: true });
  };

  // Typing: search after a short pause; refining a search replaces the history entry.
  useEffect(() => {
    if (text === committed.current) return;
    const timer = setTimeout(() => {
      const replace = !!committed.current && !!text;
      committed.current = text;
      setParams(paramsOf({ ...filtersFrom(params), q: text }), { replace, preventScrollReset: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, params, setParams]);

  const clear = () => {
    setText('');
    apply({ ...NO_FILTERS, sort: filters.sort });
  };
  const filtered = hasFilters(filters);

  return (
    <div>
      <div className="mb-2 flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t('directory.title')} subtitle={t('directory.intro')} icon={<Store />} />
        <ButtonLink to="/business-profiles" variant="secondary" size="sm" className="mt-1">
          <Plus aria-hidden className="size-4" />
          {t('directory.add_business')}
        </ButtonLink>
      </div>

      <DirectoryFilters
        filters={filters}
        text={text}
        onText={setText}
        onSubmit={() => apply({ ...filters, q: text })}
        onChange={(changes) => apply({ ...filters, q: text, ...changes })}
        onClear={clear}
        canClear={filtered}
      />

      {results.isPending ? (
        <div aria-busy="true" data-testid="directory-loading">
          <span className="sr-only" role="status">
            {t('app.loading')}
          </span>
          <ul className="grid gap-3 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <li key={i}>
                <Card className="flex gap-3">
                  <Skeleton className="size-14 shrink-0 rounded-xl" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-5 w-2/3" />
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-4 w-full" />
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      ) : results.isError ? (
        <Alert tone="error">
          <p>{t('directory.errors.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => results.refetch()}>
            {t('directory.actions.retry')}
          </Button>
        </Alert>
      ) : results.total === 0 && !filtered ? (
        <Card>
          <EmptyState icon={<Store className="size-8" />} title={t('directory.empty.title')}>
            <p>{t('directory.empty.text')}</p>
            <ButtonLink to="/business-profiles" className="mt-3">
              <Plus aria-hidden className="size-4" />
              {t('directory.add_business')}
            </ButtonLink>
          </EmptyState>
        </Card>
      ) : results.total === 0 ? (
        <Card>
          <div data-testid="no-results">
            <EmptyState icon={<SearchX className="size-8" />} title={t('directory.no_results.title')}>
              <p>
                {filters.q.trim()
                  ? t('directory.no_results.text_words', { words: filters.q.trim() })
                  : t('directory.no_results.text')}
              </p>
              <Button className="mt-3" onClick={clear}>
                {t('directory.filters.clear')}
              </Button>
            </EmptyState>
          </div>
        </Card>
      ) : (
        <div aria-busy={results.isUpdating || undefined}>
          <p
            className="mb-3 text-sm font-medium text-slate-700 dark:text-slate-300"
            aria-live="polite"
            data-testid="result-count"
          >
            {results.totalCapped
              ? t('directory.results.count_capped', { total: formatNumber(results.total, lang) })
              : t('directory.results.count', { count: results.total })}
          </p>
          <ul
            className={`grid gap-3 transition-opacity sm:grid-cols-2 ${results.isUpdating ? 'opacity-60' : ''}`}
            data-testid="directory-results"
          >
            {results.entries.map((entry) => (
              // Far from the viewport an entry costs no style, layout or paint (decision 059).
              <li
                key={entry.id}
                className="[contain-intrinsic-block-size:auto_9rem] [content-visibility:auto]"
              >
                <DirectoryEntry entry={entry} />
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col items-center gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t(results.totalCapped ? 'directory.results.showing_capped' : 'directory.results.showing', {
                shown: formatNumber(results.entries.length, lang),
                total: formatNumber(results.total, lang),
              })}
            </p>
            {results.loadMoreFailed ? (
              <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
                {t('directory.errors.more_failed')}
              </p>
            ) : null}
            {results.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => results.fetchNextPage()}
                loading={results.isFetchingNextPage}
              >
                {results.isFetchingNextPage ? t('app.loading') : t('directory.actions.load_more')}
              </Button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}

/** Server rendering: the search in the address and the city filter's places, before the page is drawn. */
export const loader = serverLoader(async ({ request }, { queryClient, getJson }) => {
  const filters = filtersFrom(new URL(request.url).searchParams);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(directorySearchQuery(filters, getJson)),
    queryClient.prefetchQuery(citiesQuery(getJson)),
  ]);
  return null;
});
