import type { TAdminAnalytics } from '@haat/shared/admin/stats-schemas';
import { Card } from '../../../components/ui/card.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/use-page.ts';
import {
  headCell,
  headLine,
  numberCell,
  numberHead,
  rowLines,
  ScrollTable,
} from '../../social-analytics/components/scroll-table.tsx';
import { bucketLabel, writeValue } from '../format.ts';

/** Every bucket's figures, a column per metric, and the totals: what the charts draw, as the CSV has it. */
export function FiguresTable({ data }: { data: TAdminAnalytics }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const title = t('admin_analytics.table.title');
  return (
    <Card aria-labelledby="figures-table-title">
      <h2 id="figures-table-title" className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <ScrollTable label={title}>
        <table className="w-full min-w-[32rem] text-sm" data-testid="figures-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className={headLine}>
              <th scope="col" className={headCell}>
                {t('admin_analytics.table.period')}
              </th>
              {data.series.map((series) => (
                <th key={series.metric} scope="col" className={numberHead}>
                  {t(`admin_analytics.metric.${series.metric}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={rowLines}>
            {data.buckets.map((bucket, index) => (
              <tr key={bucket.start}>
                <th scope="row" className="whitespace-nowrap px-3 py-2 text-start font-medium">
                  {bucketLabel(bucket, data.interval, lang)}
                </th>
                {data.series.map((series) => (
                  <td key={series.metric} className={numberCell}>
                    {writeValue(series.values[index] ?? 0, series.unit, lang)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t-2 border-slate-300 font-semibold dark:border-slate-700">
              <th scope="row" className="px-3 py-2 text-start">
                {t('admin_analytics.table.total')}
              </th>
              {data.series.map((series) => (
                <td key={series.metric} className={numberCell}>
                  {writeValue(series.total, series.unit, lang)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </ScrollTable>
    </Card>
  );
}
