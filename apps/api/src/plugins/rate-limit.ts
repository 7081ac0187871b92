import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';

export interface TLimit {
  /** Counter name, e.g. `login-ip`. */
  name: string;
  /** Requests allowed per window (multiplied by RATE_LIMIT_FACTOR). */
  max: number;
  windowSeconds: number;
  /** What is counted: the IP by default; return undefined to skip this limit for the request. */
  key?: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler that answers 429 with Retry-After once any of the limits is spent. */
    rateLimit(...limits: TLimit[]): (request: FastifyRequest) => Promise<void>;
  }
}

/** Counts one hit in a fixed window shared by every API instance; answers the count and the window's end. */
export async function hitCounter(
  db: TDb,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; resetAt: Date }> {
  const result = await db.execute<{ hits: number; reset_at: Date }>(sql`
    INSERT INTO rate_limits (key, hits, reset_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.hits + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING hits, reset_at`);
  const row = result.rows[0];
  if (!row) throw new Error('rate limit upsert returned nothing');
  return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const factor = app.deps.config.rateLimitFactor;
  let lastSweep = 0;

  app.decorate('rateLimit', (...limits: TLimit[]) => async (request: FastifyRequest) => {
    let retryAfter = 0;
    for (const limit of limits) {
      const subject = limit.key ? limit.key(request) : request.ip;
      if (subject === undefined) continue;
      const { hits, resetAt } = await hitCounter(
        app.deps.db,
        `${limit.name}:${subject}`,
        limit.windowSeconds,
      );
      if (hits > Math.max(1, Math.round(limit.max * factor))) {
        retryAfter = Math.max(retryAfter, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      }
    }
    if (Date.now() - lastSweep > 600_000) {
      lastSweep = Date.now();
      app.deps.db
        .execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`)
        .catch((error) => request.log.warn({ err: error }, 'rate limit sweep failed'));
    }
    if (retryAfter > 0) {
      const seconds = Math.max(1, retryAfter);
      throw new AppError('RATE_LIMITED', 'api.too_many_requests', {
        values: { seconds },
        headers: { 'retry-after': String(seconds) },
      });
    }
  });
});
