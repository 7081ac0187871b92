import type { TAdminAnalytics, TAdminSeries } from '@haat/shared/admin/stats-schemas';
import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { TrendChart } from '../../../components/ui/trend-chart.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { changeOf } from '../../social-analytics/format.ts';
import { writeTick, writeValue } from '../format.ts';

/** Colours of the metrics' lines (stroke) and legend dots (fill). */
const COLOURS: Record<TAdminSeries['metric'], [string, string]> = {
  signups: ['stroke-emerald-600', 'bg-emerald-600'],
  orders: ['stroke-sky-600', 'bg-sky-600'],
  revenue: ['stroke-violet-600', 'bg-violet-600'],
  commission: ['stroke-amber-500', 'bg-amber-500'],
  top_ups: ['stroke-teal-600', 'bg-teal-600'],
  withdrawals: ['stroke-rose-500', 'bg-rose-500'],
  cards: ['stroke-indigo-500', 'bg-indigo-500'],
  posts: ['stroke-lime-600', 'bg-lime-600'],
};

/** One metric: its total against the period before, and its line over the buckets (a table for screen readers). */
export function MetricChart({ data, series }: { data: TAdminAnalytics; series: TAdminSeries }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const label = t(`admin_analytics.metric.${series.metric}`);
  const change = changeOf(series.total, series.previous_total, lang);
  const [stroke, fill] = COLOURS[series.metric];
  return (
    <Card className="min-w-0" as="article">
      <div data-testid={`chart-${series.metric}`}>
        <h2 className="text-base font-semibold">{label}</h2>
        <p className="text-2xl font-bold tabular-nums" data-testid={`total-${series.metric}`}>
          {writeValue(series.total, series.unit, lang)}
        </p>
        <p
          className={clsx(
            'mb-3 flex items-center gap-1 text-xs',
            change.kind === 'up'
              ? 'text-emerald-800 dark:text-emerald-300'
              : change.kind === 'down'
                ? 'text-red-800 dark:text-red-300'
                : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {change.kind === 'up' ? <ArrowUpRight aria-hidden className="size-3.5 shrink-0" /> : null}
          {change.kind === 'down' ? <ArrowDownRight aria-hidden className="size-3.5 shrink-0" /> : null}
          {change.kind === 'up' || change.kind === 'down'
            ? t(`admin_analytics.change.${change.kind}`, {
                percent: change.percent,
                previous: writeValue(series.previous_total, series.unit, lang),
              })
            : t(`admin_analytics.change.${change.kind}`)}
        </p>
        <TrendChart
          title={t(`admin_analytics.per.${data.interval}`)}
          tableCaption={t('admin_analytics.chart_table', { metric: label })}
          dateLabel={t('admin_analytics.table.period')}
          lang={lang}
          dates={data.buckets.map((bucket) => bucket.start)}
          series={[{ key: series.metric, label, stroke, fill, values: series.values }]}
          format={(value) => writeValue(value, series.unit, lang)}
          tickFormat={(value) => writeTick(value, series.unit, lang)}
        />
      </div>
    </Card>
  );
}
