import { poishaToTaka, type ZAdminAnalyticsQuerySchema } from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { protectCell } from '../../lib/csv-cells.ts';
import type { TDeps } from '../../lib/deps.ts';
import { getAdminAnalytics } from './get-admin-analytics.ts';

/**
 * `GET /api/admin/analytics/export.csv`: the analytics of the same query, one row per bucket (its
 * first and last day) and a column per metric; money in taka with two decimals (`revenue_bdt`),
 * counts as they are. UTF-8 with a BOM for spreadsheets; formula-like cells get a leading
 * apostrophe. At most two years of days, so never more than 731 rows.
 */
export async function exportAdminAnalytics(
  deps: Pick<TDeps, 'db'>,
  query: z.output<typeof ZAdminAnalyticsQuerySchema>,
  now: Date = new Date(),
): Promise<{ csv: string; filename: string }> {
  const data = await getAdminAnalytics(deps, query, now);
  const header = [
    'start',
    'end',
    ...data.series.map((series) => (series.unit === 'poisha' ? `${series.metric}_bdt` : series.metric)),
  ];
  const records = data.buckets.map((bucket, index) =>
    [
      bucket.start,
      bucket.end,
      ...data.series.map((series) => {
        const value = series.values[index] ?? 0;
        return series.unit === 'poisha' ? poishaToTaka(value) : String(value);
      }),
    ].map((cell) => protectCell(String(cell))),
  );
  return {
    csv: stringify([header, ...records], { record_delimiter: '\r\n', bom: true }),
    filename: `haat-analytics-${data.interval}-${data.from}-${data.to}.csv`,
  };
}
