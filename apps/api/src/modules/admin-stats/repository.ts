import type { TAdminInterval, TAdminMetric, TAdminQueue } from '@haat/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

/*
 * Read-only, aggregated SQL for the back office's dashboard and analytics (issue 17). Every query
 * counts or sums rows of one time range, with the range condition on the row's own time column so
 * an index on it (or on status and it) can be used. Tables read: users, auth_tokens, businesses,
 * products, orders, payments, withdrawals, ledger_transactions + ledger_entries (transfers), vcards,
 * posts, kyc_submissions, whatsapp_verifications, reports. Nothing here writes.
 */

/** A figure the dashboard or the analytics can count over a time range. */
export type TSource = TAdminMetric | 'transfers' | 'new_businesses' | 'new_listings';

/** A time range [start, end) as SQL expressions of timestamptz. */
interface TRange {
  start: SQL;
  end: SQL;
}

const within = (column: SQL, range: TRange) => sql`${column} >= ${range.start} AND ${column} < ${range.end}`;

/**
 * The rows of a figure in a range: `at` (when it happened) and `v` (1 for a count, poisha for money).
 * - signups: people registered; orders and revenue: orders placed and not cancelled or refunded
 *   (revenue is their total, delivery included); commission: the commission of orders completed in
 *   the range (completion is when the ledger takes it for the platform); top-ups: payments credited
 *   (`decided_at` of succeeded ones); withdrawals: payouts paid (`decided_at`); transfers: money
 *   sent between wallets (the ledger's transfer legs); cards: business cards made; posts: posts
 *   published; new businesses: directory businesses (not personal profiles); new listings: products
 *   made and active.
 */
function rowsOf(source: TSource, range: TRange): SQL {
  switch (source) {
    case 'signups':
      return sql`SELECT created_at AS at, 1::bigint AS v FROM users WHERE ${within(sql`created_at`, range)}`;
    case 'orders':
      return sql`SELECT created_at AS at, 1::bigint AS v FROM orders
        WHERE ${within(sql`created_at`, range)} AND status NOT IN ('cancelled', 'refunded')`;
    case 'revenue':
      return sql`SELECT created_at AS at, total AS v FROM orders
        WHERE ${within(sql`created_at`, range)} AND status NOT IN ('cancelled', 'refunded')`;
    case 'commission':
      return sql`SELECT completed_at AS at, commission AS v FROM orders
        WHERE ${within(sql`completed_at`, range)} AND status = 'completed'`;
    case 'top_ups':
      return sql`SELECT decided_at AS at, amount AS v FROM payments
        WHERE status = 'succeeded' AND ${within(sql`decided_at`, range)}`;
    case 'withdrawals':
      return sql`SELECT decided_at AS at, amount AS v FROM withdrawals
        WHERE status = 'paid' AND ${within(sql`decided_at`, range)}`;
    case 'transfers':
      return sql`SELECT t.created_at AS at, e.amount AS v FROM ledger_transactions t
        JOIN ledger_entries e ON e.transaction_id = t.id
        WHERE ${within(sql`t.created_at`, range)} AND t.type = 'transfer' AND e.amount > 0`;
    case 'cards':
      return sql`SELECT created_at AS at, 1::bigint AS v FROM vcards WHERE ${within(sql`created_at`, range)}`;
    case 'posts':
      return sql`SELECT published_at AS at, 1::bigint AS v FROM posts
        WHERE status = 'published' AND ${within(sql`published_at`, range)}`;
    case 'new_businesses':
      return sql`SELECT created_at AS at, 1::bigint AS v FROM businesses
        WHERE kind = 'business' AND ${within(sql`created_at`, range)}`;
    case 'new_listings':
      return sql`SELECT created_at AS at, 1::bigint AS v FROM products
        WHERE status = 'active' AND ${within(sql`created_at`, range)}`;
  }
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * A figure over rolling windows ending at `now`: for each `days`, the sum over the last `days` days
 * and over the `days` days before them (one scan of the longest range).
 */
export async function sumRollingWindows(
  db: TExecutor,
  source: TSource,
  now: Date,
  windows: readonly number[],
): Promise<{ days: number; current: number; previous: number }[]> {
  const longest = Math.max(...windows);
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const range = { start: instant(ago(longest * 2)), end: instant(now) };
  const columns = windows.map(
    (days, index) => sql`
      coalesce(sum(v) FILTER (WHERE at >= ${instant(ago(days))}), 0)::text AS ${sql.raw(`c${index}`)},
      coalesce(sum(v) FILTER (WHERE at >= ${instant(ago(days * 2))} AND at < ${instant(ago(days))}), 0)::text
        AS ${sql.raw(`p${index}`)}`,
  );
  const result = await db.execute<Record<string, string>>(
    sql`SELECT ${sql.join(columns, sql`, `)} FROM (${rowsOf(source, range)}) r`,
  );
  const row = result.rows[0] ?? {};
  return windows.map((days, index) => ({
    days,
    current: Number(row[`c${index}`] ?? 0),
    previous: Number(row[`p${index}`] ?? 0),
  }));
}

/**
 * People whose session (auth token) was used in the last `days` days, for each of `windows`. Only
 * a token's last use is stored, so no earlier period can be counted.
 */
export async function countActiveUsers(
  db: TExecutor,
  now: Date,
  windows: readonly number[],
): Promise<Map<number, number>> {
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const columns = windows.map(
    (days, index) =>
      sql`count(DISTINCT user_id) FILTER (WHERE last_used_at >= ${instant(ago(days))})::int AS ${sql.raw(`c${index}`)}`,
  );
  const result = await db.execute<Record<string, number>>(
    sql`SELECT ${sql.join(columns, sql`, `)} FROM auth_tokens
      WHERE last_used_at >= ${instant(ago(Math.max(...windows)))} AND last_used_at <= ${instant(now)}`,
  );
  const row = result.rows[0] ?? {};
  return new Map(windows.map((days, index) => [days, Number(row[`c${index}`] ?? 0)]));
}

/** Active products listed in the marketplace now. */
export async function countActiveListings(db: TExecutor): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM products WHERE status = 'active'`,
  );
  return result.rows[0]?.n ?? 0;
}

/**
 * What waits for staff, counted as each queue's screen lists it by default: top-ups and
 * withdrawals pending, identity reviews pending, manual WhatsApp checks pending and not expired, and
 * reported targets with an open report (one per target, as the moderation queue groups them).
 */
export async function countQueues(
  db: TExecutor,
  queues: readonly TAdminQueue[],
): Promise<Map<TAdminQueue, number>> {
  const counts: Record<TAdminQueue, SQL> = {
    payments: sql`(SELECT count(*) FROM payments WHERE status = 'pending')::int`,
    withdrawals: sql`(SELECT count(*) FROM withdrawals WHERE status = 'pending')::int`,
    kyc: sql`(SELECT count(*) FROM kyc_submissions WHERE status = 'pending')::int`,
    whatsapp: sql`(SELECT count(*) FROM whatsapp_verifications
      WHERE status = 'pending' AND method = 'manual' AND expires_at > now())::int`,
    reports: sql`(SELECT count(*) FROM (SELECT DISTINCT subject_type, subject_id FROM reports WHERE status = 'open') g)::int`,
  };
  if (queues.length === 0) return new Map();
  const result = await db.execute<Record<string, number>>(
    sql`SELECT ${sql.join(
      queues.map((queue) => sql`${counts[queue]} AS ${sql.raw(queue)}`),
      sql`, `,
    )}`,
  );
  const row = result.rows[0] ?? {};
  return new Map(queues.map((queue) => [queue, Number(row[queue] ?? 0)]));
}

/** The range [from, to] (`YYYY-MM-DD`, inclusive) as instants of the zone's midnights. */
function dayRange(from: string, to: string, timeZone: string): TRange {
  return {
    start: sql`(${from}::date::timestamp AT TIME ZONE ${timeZone}::text)`,
    end: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone}::text)`,
  };
}

/**
 * A metric per bucket of the range in the zone: every bucket from the one holding `from` to the
 * one holding `to`, zero where nothing happened (generate_series). Weeks start on Monday (ISO).
 * Answers each bucket's first day (`YYYY-MM-DD`) and its value.
 */
export async function seriesOf(
  db: TExecutor,
  metric: TAdminMetric,
  query: { from: string; to: string; timeZone: string; interval: TAdminInterval },
): Promise<{ bucket: string; value: number }[]> {
  const unit = sql`${query.interval}::text`;
  const step = sql`${`1 ${query.interval}`}::interval`;
  const range = dayRange(query.from, query.to, query.timeZone);
  const result = await db.execute<{ bucket: string; value: string }>(sql`
    SELECT to_char(b.bucket, 'YYYY-MM-DD') AS bucket, coalesce(m.value, 0)::text AS value
    FROM generate_series(date_trunc(${unit}, ${query.from}::date::timestamp), ${query.to}::date::timestamp, ${step}) AS b(bucket)
    LEFT JOIN (
      SELECT date_trunc(${unit}, r.at AT TIME ZONE ${query.timeZone}::text) AS bucket, sum(r.v) AS value
      FROM (${rowsOf(metric, range)}) r GROUP BY 1
    ) m ON m.bucket = b.bucket
    ORDER BY b.bucket`);
  return result.rows.map((row) => ({ bucket: row.bucket, value: Number(row.value) }));
}

/** A metric's total over the days [from, to] in the zone. */
export async function totalOf(
  db: TExecutor,
  metric: TAdminMetric,
  query: { from: string; to: string; timeZone: string },
): Promise<number> {
  const result = await db.execute<{ value: string }>(
    sql`SELECT coalesce(sum(v), 0)::text AS value FROM (${rowsOf(metric, dayRange(query.from, query.to, query.timeZone))}) r`,
  );
  return Number(result.rows[0]?.value ?? 0);
}
