import { BarChart3 } from 'lucide-react';
import { PageHeader } from '../../../components/ui/card.tsx';
import { ChoiceChips } from '../../../components/ui/choice-chips.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-page.ts';
import { useSearchChoice } from '../../../lib/use-search-choice.ts';
import { useOwnBusinesses } from '../../businesses/api/list-all-businesses.ts';
import { BusinessSelect } from '../../businesses/components/business-select.tsx';
import { analyticsSearch, browserTimeZone, RANGES, useSocialAnalytics } from '../api/get-analytics.ts';
import { AnalyticsReport } from '../components/analytics-report.tsx';
import { DownloadCsv } from '../components/download-csv.tsx';
import { ReportFailed, ReportLoading } from '../components/report-states.tsx';

/**
 * `/social/analytics`: what the person's posts did over 7, 30 or 90 days (`?days=`), as themselves
 * or as one of their businesses (`?business=`), in their own time zone.
 */
export default function SocialAnalytics() {
  const { t } = useTranslation();
  const title = t('social_analytics.title');
  useDocumentTitle(title);
  const [range, setRange] = useSearchChoice('days', RANGES, '30');
  const businesses = useOwnBusinesses();
  const list = businesses.data ?? [];
  // One of the person's businesses (`?business=`), or '' for the first choice.
  const [business, chooseBusiness] = useSearchChoice(
    'business',
    list.map((item) => item.id),
    '',
  );
  const days = Number(range);
  const analytics = useSocialAnalytics(days, business);

  return (
    <div>
      <PageHeader title={title} subtitle={t('social_analytics.intro')} icon={<BarChart3 />} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <ChoiceChips
          legend={t('social_analytics.range_label')}
          choices={RANGES.map((value) => ({
            value,
            label: t('social_analytics.range.days', { count: Number(value) }),
          }))}
          value={range}
          onChange={setRange}
          testIdPrefix="range"
        />
        {list.length > 0 ? (
          <BusinessSelect
            label={t('social_analytics.posting_as')}
            noneLabel={t('social_analytics.myself')}
            businesses={list}
            value={business}
            onChange={chooseBusiness}
            testId="business-picker"
          />
        ) : null}
      </div>
      {analytics.isPending ? (
        <ReportLoading />
      ) : analytics.isError || !analytics.data ? (
        <ReportFailed onRetry={() => analytics.refetch()} />
      ) : (
        <div
          className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={analytics.isPlaceholderData || undefined}
        >
          <AnalyticsReport
            data={analytics.data}
            download={
              <DownloadCsv
                search={analyticsSearch(days, business, browserTimeZone())}
                from={analytics.data.from}
                to={analytics.data.to}
              />
            }
          />
        </div>
      )}
    </div>
  );
}
