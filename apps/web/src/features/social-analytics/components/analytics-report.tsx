import type { TSocialAnalytics } from '@haat/shared/social/analytics-schemas';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { dayName } from '../format.ts';
import { BestTimes } from './best-times.tsx';
import { PlatformTable } from './platform-table.tsx';
import { ReportEmpty } from './report-states.tsx';
import { TopPosts } from './top-posts.tsx';
import { TotalsCards } from './totals-cards.tsx';
import { TrendCharts } from './trend-charts.tsx';

/** Everything of one report: totals, charts, best times, platforms and top posts (and its CSV). */
export function AnalyticsReport({ data, download }: { data: TSocialAnalytics; download: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const quiet = Object.values(data.totals).every((value) => value === 0);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="analytics-period">
          {t('social_analytics.period', {
            from: dayName(data.from, lang),
            to: dayName(data.to, lang),
            zone: data.time_zone,
          })}
        </p>
        {quiet ? null : download}
      </div>
      {quiet ? (
        <ReportEmpty />
      ) : (
        <>
          <TotalsCards data={data} />
          <p className="text-xs text-slate-600 dark:text-slate-400">{t('social_analytics.totals_note')}</p>
          <TrendCharts data={data} />
          <BestTimes data={data.best_times} />
          <PlatformTable rows={data.platforms} />
          <TopPosts posts={data.top_posts} />
        </>
      )}
    </div>
  );
}
