import { BarChart3 } from 'lucide-react';
import { PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSearchChoice } from '../../../lib/use-search-choice.ts';
import { BusinessSelect } from '../../businesses/components/business-select.tsx';
import { useMyBusinesses } from '../../products/api/list-businesses.ts';
import { RANGES, useSellerAnalytics } from '../api/get-analytics.ts';
import { useHasListings } from '../api/list-listings.ts';
import { AnalyticsReport } from '../components/analytics-report.tsx';
import { AddProductLink, EmptyCard, LoadFailed, NoBusiness } from '../components/list-states.tsx';

/** `/analytics`: a seller's views, orders, revenue and conversion over 7, 30 or 90 days. */
export default function Analytics() {
  const { t } = useTranslation();
  const title = t('seller.analytics.title');
  useDocumentTitle(title);
  const [range, setRange] = useSearchChoice('days', RANGES, '30');
  const businesses = useMyBusinesses();
  const hasListings = useHasListings();
  const list = businesses.data ?? [];
  // One of the person's businesses (`?business=`), or '' for the first choice.
  const [business, chooseBusiness] = useSearchChoice(
    'business',
    list.map((item) => item.id),
    '',
  );
  const analytics = useSellerAnalytics(Number(range), business);

  const loading = businesses.isPending || hasListings.isPending;
  const failed = businesses.isError || hasListings.isError;

  return (
    <div>
      <PageHeader title={title} subtitle={t('seller.analytics.intro')} icon={<BarChart3 />} />
      {loading ? (
        <Loading />
      ) : failed ? (
        <LoadFailed
          text={t('seller.analytics.load_failed')}
          onRetry={() => {
            void businesses.refetch();
            void hasListings.refetch();
          }}
        />
      ) : list.length === 0 ? (
        <NoBusiness />
      ) : !hasListings.data ? (
        <EmptyCard
          icon={<BarChart3 className="size-8" />}
          title={t('seller.analytics.empty_title')}
          text={t('seller.analytics.empty_text')}
        >
          <AddProductLink />
        </EmptyCard>
      ) : (
        <>
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <ChoiceChips
              legend={t('seller.analytics.range')}
              choices={RANGES.map((value) => ({
                value,
                label: t('seller.range.days', { count: Number(value) }),
              }))}
              value={range}
              onChange={setRange}
              testIdPrefix="range"
            />
            {list.length > 1 ? (
              <BusinessSelect
                label={t('seller.analytics.business')}
                noneLabel={t('seller.analytics.all_businesses')}
                businesses={list}
                value={business}
                onChange={chooseBusiness}
                testId="business-filter"
              />
            ) : null}
          </div>
          {analytics.isPending ? (
            <Loading />
          ) : analytics.isError || !analytics.data ? (
            <LoadFailed text={t('seller.analytics.load_failed')} onRetry={() => analytics.refetch()} />
          ) : (
            <div
              className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
              aria-busy={analytics.isPlaceholderData || undefined}
            >
              <AnalyticsReport data={analytics.data} />
            </div>
          )}
        </>
      )}
    </div>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('seller.common.loading')}
      </span>
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
