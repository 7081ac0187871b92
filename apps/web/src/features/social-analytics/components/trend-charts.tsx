import type { TSocialAnalytics } from '@haat/shared/social/analytics-schemas';
import { Card } from '../../../components/ui/card.tsx';
import { TrendChart } from '../../../components/ui/trend-chart.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import { dayName } from '../format.ts';
import { headCell, headLine, numberCell, numberHead, rowLines, ScrollTable } from './scroll-table.tsx';
import { TOTALS } from './totals-cards.tsx';

/** Views, engagement and followers gained per day, and every day's figures as a table. */
export function TrendCharts({ data }: { data: TSocialAnalytics }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const dates = data.series.map((point) => point.day);
  const common = { lang, dates, dateLabel: t('social_analytics.day') };
  const line = (
    key: 'views' | 'likes' | 'comments' | 'shares' | 'followers',
    stroke: string,
    fill: string,
  ) => ({
    key,
    label: t(`social_analytics.totals.${key}`),
    stroke,
    fill,
    values: data.series.map((point) => point[key]),
  });
  return (
    <div className="space-y-5">
      <div className="grid gap-5 lg:grid-cols-3">
        <Card>
          <TrendChart
            {...common}
            title={t('social_analytics.charts.views')}
            tableCaption={t('social_analytics.charts.views')}
            series={[line('views', 'stroke-emerald-600', 'bg-emerald-600')]}
          />
        </Card>
        <Card>
          <TrendChart
            {...common}
            title={t('social_analytics.charts.engagement')}
            tableCaption={t('social_analytics.charts.engagement')}
            series={[
              line('likes', 'stroke-rose-500', 'bg-rose-500'),
              line('comments', 'stroke-sky-600', 'bg-sky-600'),
              line('shares', 'stroke-amber-500', 'bg-amber-500'),
            ]}
          />
        </Card>
        <Card>
          <TrendChart
            {...common}
            title={t('social_analytics.charts.followers')}
            tableCaption={t('social_analytics.charts.followers')}
            series={[line('followers', 'stroke-violet-600', 'bg-violet-600')]}
          />
        </Card>
      </div>
      <Card>
        <details data-testid="daily-table">
          <summary className="cursor-pointer font-semibold">{t('social_analytics.charts.table')}</summary>
          <div className="mt-3">
            <ScrollTable label={t('social_analytics.charts.table')}>
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">{t('social_analytics.charts.table')}</caption>
                <thead>
                  <tr className={headLine}>
                    <th scope="col" className={headCell}>
                      {t('social_analytics.day')}
                    </th>
                    {TOTALS.map((key) => (
                      <th key={key} scope="col" className={numberHead}>
                        {t(`social_analytics.totals.${key}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className={rowLines}>
                  {[...data.series].reverse().map((point) => (
                    <tr key={point.day}>
                      <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-medium">
                        {dayName(point.day, lang)}
                      </th>
                      {TOTALS.map((key) => (
                        <td key={key} className={numberCell}>
                          {formatNumber(point[key], lang)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          </div>
        </details>
      </Card>
    </div>
  );
}
