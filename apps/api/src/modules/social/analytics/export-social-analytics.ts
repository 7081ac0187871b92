import { SOCIAL_ANALYTICS_CSV_MAX, type ZSocialAnalyticsQuerySchema } from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import { protectCell } from '../../../lib/csv-cells.ts';
import type { TDeps } from '../../../lib/deps.ts';
import { resolveRange } from './get-social-analytics.ts';
import { listPostFigures } from './repository.ts';

export const SOCIAL_CSV_COLUMNS = [
  'post_id',
  'published_at',
  'time_zone',
  'text',
  'repost',
  'platforms',
  'views',
  'likes',
  'comments',
  'shares',
  'engagement',
] as const;

/**
 * `GET /api/social/analytics.csv`: every post published in the days (newest first, at most 5,000)
 * with its figures, as the analytics' table has them: UTF-8 with a BOM for spreadsheets, each cell
 * quoted as needed, and a cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`…) written
 * with a leading apostrophe. Answers the file name too.
 */
export async function exportSocialAnalytics(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  query: z.output<typeof ZSocialAnalyticsQuerySchema>,
  now: Date = new Date(),
): Promise<{ csv: string; filename: string }> {
  const range = await resolveRange(deps, userId, query, now);
  const posts = await listPostFigures(deps.db, range.scope, range.current, SOCIAL_ANALYTICS_CSV_MAX);
  const records = posts.map((post) =>
    [
      post.id,
      post.local,
      range.timeZone,
      post.content,
      post.repost ? 'yes' : 'no',
      post.platforms.join(' '),
      post.views,
      post.likes,
      post.comments,
      post.shares,
      post.likes + post.comments + post.shares,
    ].map((cell) => protectCell(String(cell))),
  );
  return {
    csv: stringify([[...SOCIAL_CSV_COLUMNS], ...records], { record_delimiter: '\r\n', bom: true }),
    filename: `haat-social-${range.from}-${range.to}.csv`,
  };
}
