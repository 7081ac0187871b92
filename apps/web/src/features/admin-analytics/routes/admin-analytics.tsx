import { LineChart } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useAdminAnalytics } from '../api/get-admin-analytics.ts';
import { IntervalPicker, MetricPicker, RangePicker } from '../components/analytics-controls.tsx';
import { DownloadCsv } from '../components/download-csv.tsx';
import { FiguresTable } from '../components/figures-table.tsx';
import { MetricChart } from '../components/metric-chart.tsx';
import { bucketLabel } from '../format.ts';
import { analyticsSearch, choicesFrom, DEFAULT_INTERVAL, DEFAULT_RANGE, todayIn } from '../range.ts';

/**
 * `/admin/analytics`: the platform's signups, orders, money, cards and posts per day, week or month
 * of a period, as charts (each with a table for screen readers), one table of every figure, and a
 * CSV of the same. The choices live in the address (`?metric=&interval=&range=&from=&to=`), so a
 * view can be bookmarked and shared.
 */
export default function AdminAnalytics() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('admin_analytics.title');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const choices = choicesFrom(params, todayIn());
  const search = analyticsSearch(choices);
  const analytics = useAdminAnalytics(search);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  const data = analytics.data;
  return (
    <div>
      <PageHeader title={title} subtitle={t('admin_analytics.intro')} icon={<LineChart />} />
      <Card className="mb-5 space-y-4">
        <MetricPicker
          value={choices.metrics}
          onChange={(metrics) => update({ metric: metrics.length === 8 ? undefined : metrics.join(',') })}
        />
        <div className="flex flex-wrap gap-x-8 gap-y-4">
          <RangePicker
            key={`${choices.range}|${choices.from}|${choices.to}`}
            range={choices.range}
            from={choices.from}
            to={choices.to}
            onPreset={(preset) =>
              update({ range: preset === DEFAULT_RANGE ? undefined : preset, from: undefined, to: undefined })
            }
            onCustom={(from, to) => update({ range: 'custom', from, to })}
          />
          <IntervalPicker
            value={choices.interval}
            onChange={(interval) =>
              update({ interval: interval === DEFAULT_INTERVAL ? undefined : interval })
            }
          />
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('admin_analytics.time_zone_note')}</p>
      </Card>
      {analytics.isPending ? (
        <div className="space-y-4" aria-busy="true" data-testid="analytics-loading">
          <span className="sr-only" role="status">
            {t('admin_analytics.loading')}
          </span>
          <div className="grid gap-4 md:grid-cols-2">
            <Skeleton className="h-64 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        </div>
      ) : analytics.isError || !data ? (
        <Alert tone="error">
          <p>
            {analytics.error instanceof ApiError && analytics.error.status === 422 && analytics.error.message
              ? analytics.error.message
              : t('admin_analytics.load_failed')}
          </p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => analytics.refetch()}>
            {t('admin_analytics.retry')}
          </Button>
        </Alert>
      ) : (
        <div
          className={analytics.isPlaceholderData ? 'space-y-5 opacity-60 transition-opacity' : 'space-y-5'}
          aria-busy={analytics.isPlaceholderData || undefined}
          data-testid="analytics-report"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium" data-testid="analytics-period">
              {t('admin_analytics.period', {
                from: bucketLabel({ start: data.from, end: data.from }, 'day', lang),
                to: bucketLabel({ start: data.to, end: data.to }, 'day', lang),
              })}
            </p>
            <DownloadCsv
              search={search}
              name={`haat-analytics-${data.interval}-${data.from}-${data.to}.csv`}
            />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {data.series.map((series) => (
              <MetricChart key={series.metric} data={data} series={series} />
            ))}
          </div>
          <FiguresTable data={data} />
        </div>
      )}
    </div>
  );
}
