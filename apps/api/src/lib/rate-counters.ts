import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';

/*
 * Counters in the `rate_limits` table (key, hits, reset_at), shared by every API instance.
 * Two kinds:
 * - fixed windows (`takeWindowHit`): `hits` requests until `reset_at`; a request over the limit is
 *   refused and NOT counted, so hammering a spent limit never pushes it further out;
 * - throttles (`takeThrottleSlot`): progressive delays; `hits` counts attempts that were not given
 *   back, `reset_at` is the moment the next attempt is allowed. Counts are forgotten a while after
 *   the last wait ended.
 */

/** Seconds until `date`, at least 1. */
export function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}

/** Seconds to wait when any of the window counters `keys` is already at its `max`, else 0 (nothing counted). */
export async function peekWindows(db: TDb, checks: { key: string; max: number }[]): Promise<number> {
  if (!checks.length) return 0;
  const keys = checks.map((check) => check.key);
  const result = await db.execute<{ key: string; hits: number; reset_at: Date }>(sql`
    SELECT key, hits, reset_at FROM rate_limits
    WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) AND reset_at > now()`);
  let wait = 0;
  for (const row of result.rows) {
    const check = checks.find((c) => c.key === row.key);
    if (check && Number(row.hits) >= check.max) wait = Math.max(wait, secondsUntil(new Date(row.reset_at)));
  }
  return wait;
}

/**
 * Counts one request in a fixed window unless the window is already full. Answers whether it was
 * counted and, when not, the seconds to wait.
 */
export async function takeWindowHit(
  db: TDb,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<{ counted: boolean; wait: number }> {
  // Over the limit the count is pinned at max + 1 (never higher), so the answer tells both whether
  // this request was counted (hits <= max) and that the window is spent, in one row-locking statement.
  const result = await db.execute<{ hits: number; reset_at: Date }>(sql`
    INSERT INTO rate_limits (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= now() THEN 1
                  WHEN rate_limits.hits >= ${max} THEN ${max} + 1
                  ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING hits, reset_at`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  const counted = Number(row.hits) <= max;
  return { counted, wait: counted ? 0 : secondsUntil(new Date(row.reset_at)) };
}

/** Gives back one counted hit (e.g. a request that succeeded where only failures should count). */
export async function refundHit(db: TDb, key: string, max: number): Promise<void> {
  await db.execute(
    sql`UPDATE rate_limits SET hits = GREATEST(LEAST(hits, ${max}) - 1, 0) WHERE key = ${key}`,
  );
}

export interface TThrottlePolicy {
  /** Attempts allowed one after the other; a wait follows the last of them. */
  free: number;
  /** The first wait, doubled after each further attempt… */
  baseSeconds: number;
  /** …up to this wait. */
  maxSeconds: number;
  /** Counts are forgotten this long after the last wait ended. */
  forgetSeconds: number;
}

/** The wait after the `attempt`-th counted attempt: none before the `free`-th, then doubling up to the cap. */
export function throttleDelay(policy: TThrottlePolicy, attempt: number): number {
  if (attempt < policy.free) return 0;
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (attempt - policy.free));
}

/**
 * Takes one attempt of a throttle: refused (not counted) while a wait runs; otherwise counted up
 * front — so parallel attempts cannot all slip through — and the next attempt's wait is set.
 * Give the attempt back with `refundThrottleSlot` when it turns out not to count (a success).
 */
export async function takeThrottleSlot(
  db: TDb,
  key: string,
  policy: TThrottlePolicy,
): Promise<{ allowed: true; attempt: number } | { allowed: false; wait: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO rate_limits (key, hits, reset_at) VALUES (${key}, 0, now())
      ON CONFLICT (key) DO NOTHING`);
    const result = await tx.execute<{
      hits: number;
      reset_at: Date;
      forgotten: boolean;
      waiting: boolean;
    }>(sql`
      SELECT hits, reset_at,
        reset_at < now() - make_interval(secs => ${policy.forgetSeconds}) AS forgotten,
        reset_at > now() AS waiting
      FROM rate_limits WHERE key = ${key} FOR UPDATE`);
    const row = result.rows[0];
    if (!row) throw new Error('throttle row vanished');
    if (row.waiting) return { allowed: false as const, wait: secondsUntil(new Date(row.reset_at)) };
    const attempt = (row.forgotten ? 0 : Number(row.hits)) + 1;
    const delay = throttleDelay(policy, attempt);
    await tx.execute(sql`
      UPDATE rate_limits SET hits = ${attempt}, reset_at = now() + make_interval(secs => ${delay})
      WHERE key = ${key}`);
    return { allowed: true as const, attempt };
  });
}

/** Gives back an attempt taken by `takeThrottleSlot` and lifts the wait it set. */
export async function refundThrottleSlot(db: TDb, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE rate_limits SET hits = GREATEST(hits - 1, 0), reset_at = LEAST(reset_at, now())
    WHERE key = ${key}`);
}

/** Deletes counters nobody needs any more (kept a day after their end, for throttles' memory). */
export async function sweepCounters(db: TDb): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day'`);
}
