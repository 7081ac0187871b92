import type { TExternalPlatform } from '@haat/shared/social/constants';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';
import { posts, postTargets, socialConnections } from '../../../db/schema/social.ts';
import { decryptSecret } from '../../../lib/encryption.ts';
import { ConnectorError, type TConnectedPage, type TPostMetrics } from '../connectors/connector-types.ts';
import type { TPostJobDeps } from './post-deps.ts';
import { markConnectionExpired } from './repository.ts';

/*
 * The platforms' own numbers of published posts (issue 16 item 6), read back for analytics: the
 * `social.refresh-metrics` job (hourly) reads each recent external target's likes, comments, shares
 * and views through its page's connector and keeps them in `post_targets.metrics` / `metrics_at`.
 */

/** Hourly: reads back the numbers of recently published external targets. */
export const REFRESH_METRICS_JOB = 'social.refresh-metrics';
/** Targets published this long ago or less are read. */
const RECENT_DAYS = 30;
/** A target's numbers are read again once they are this old. */
const STALE_HOURS = 6;
/** At most this many targets a run (the next hour continues). */
const BATCH = 200;
/** A run stops taking targets after this long (a slow platform never holds the queue's hour). */
const RUN_BUDGET_MS = 10 * 60_000;

export interface TRefreshSummary {
  /** Targets picked. */
  picked: number;
  /** Targets whose numbers were written. */
  read: number;
  /** Targets a platform refused or could not answer for (tried again later). */
  failed: number;
  /** Connections found expired (their targets skipped). */
  expired: number;
  /** Why the run ended early, if it did. */
  stopped: 'rate_limited' | 'time' | null;
}

/**
 * The external targets to read, stalest first (never read, then the oldest reading, then the
 * oldest published), each with its active connection: one query. It starts from the posts published
 * in the last days (`posts_published_idx` can find them) and reaches their targets by post id
 * (`post_targets_unique` leads with it).
 */
export async function listTargetsToRefresh(
  db: TExecutor,
  platforms: TExternalPlatform[],
  now: Date,
  limit = BATCH,
) {
  if (platforms.length === 0) return [];
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000);
  const stale = new Date(now.getTime() - STALE_HOURS * 3_600_000);
  return db
    .select({
      id: postTargets.id,
      platform: postTargets.platform,
      externalId: postTargets.externalId,
      connection: {
        id: socialConnections.id,
        platform: socialConnections.platform,
        externalId: socialConnections.externalId,
        name: socialConnections.name,
        accessTokenEncrypted: socialConnections.accessTokenEncrypted,
      },
    })
    .from(posts)
    .innerJoin(postTargets, eq(postTargets.postId, posts.id))
    .innerJoin(socialConnections, eq(socialConnections.id, postTargets.connectionId))
    .where(
      and(
        eq(posts.status, 'published'),
        gte(posts.publishedAt, since),
        eq(postTargets.status, 'published'),
        inArray(postTargets.platform, platforms),
        isNotNull(postTargets.externalId),
        gte(postTargets.publishedAt, since),
        or(isNull(postTargets.metricsAt), lt(postTargets.metricsAt, stale)),
        eq(socialConnections.status, 'active'),
      ),
    )
    .orderBy(sql`${postTargets.metricsAt} ASC NULLS FIRST`, asc(postTargets.publishedAt), asc(postTargets.id))
    .limit(limit);
}

/** Keeps a target's numbers (only those the platform told) and when they were read. */
async function saveMetrics(db: TExecutor, id: string, metrics: TPostMetrics, at: Date): Promise<void> {
  const told: Record<string, number> = {};
  for (const [key, value] of Object.entries(metrics))
    if (typeof value === 'number' && Number.isFinite(value)) told[key] = value;
  await db.update(postTargets).set({ metrics: told, metricsAt: at }).where(eq(postTargets.id, id));
}

/**
 * The `social.refresh-metrics` job: reads the numbers of published external targets of the last 30
 * days not read in 6 hours (at most 200 a run) with each page's decrypted token, one update per
 * target. An expired token (or one that no longer decrypts) marks the connection expired, as
 * publishing does, and skips its targets; a rate limit ends the run (the next hour goes on); any
 * other failure is that target's alone. A target the platform refuses (e.g. the post was deleted
 * there) keeps its numbers but its `metrics_at` moves on, so it does not hold the front of the line.
 */
export async function refreshPostMetrics(
  deps: Pick<TPostJobDeps, 'db' | 'config' | 'log' | 'connectors'>,
  now: Date = new Date(),
): Promise<TRefreshSummary> {
  const summary: TRefreshSummary = { picked: 0, read: 0, failed: 0, expired: 0, stopped: null };
  const platforms = (Object.keys(deps.connectors) as TExternalPlatform[]).filter(
    (platform) => typeof deps.connectors[platform]?.readMetrics === 'function',
  );
  const targets = await listTargetsToRefresh(deps.db, platforms, now);
  summary.picked = targets.length;
  const started = Date.now();
  /** Pages by connection: decrypted once a run; null once found expired. */
  const pages = new Map<string, TConnectedPage | null>();
  const expire = async (connectionId: string) => {
    pages.set(connectionId, null);
    summary.expired += 1;
    await markConnectionExpired(deps.db, connectionId);
  };

  for (const target of targets) {
    if (Date.now() - started > RUN_BUDGET_MS) {
      summary.stopped = 'time';
      break;
    }
    const { connection } = target;
    const read = deps.connectors[target.platform as TExternalPlatform]?.readMetrics;
    if (!read || !target.externalId) continue;
    let page = pages.get(connection.id);
    if (page === undefined) {
      const accessToken = decryptSecret(deps.config.appKey, 'social-token', connection.accessTokenEncrypted);
      page = accessToken
        ? {
            id: connection.id,
            platform: connection.platform,
            externalId: connection.externalId,
            name: connection.name,
            accessToken,
          }
        : null;
      if (page) pages.set(connection.id, page);
      else await expire(connection.id);
    }
    if (!page) continue;
    try {
      const metrics = await read(page, target.externalId);
      await saveMetrics(deps.db, target.id, metrics, now);
      summary.read += 1;
    } catch (error) {
      if (error instanceof ConnectorError && error.failure === 'token_expired') {
        await expire(connection.id);
        continue;
      }
      if (error instanceof ConnectorError && error.failure === 'rate_limited') {
        deps.log.warn({ platform: target.platform, err: error }, 'metrics refresh stopped by a rate limit');
        summary.stopped = 'rate_limited';
        break;
      }
      summary.failed += 1;
      deps.log.warn({ targetId: target.id, err: error }, 'metrics of a published post not read');
      if (error instanceof ConnectorError && error.failure === 'rejected')
        await deps.db
          .update(postTargets)
          .set({ metricsAt: now })
          .where(eq(postTargets.id, target.id))
          .catch((failure: unknown) => deps.log.error({ err: failure }, 'metrics_at not moved on'));
    }
  }
  if (summary.picked > 0) deps.log.info(summary, 'published posts’ metrics refreshed');
  return summary;
}
