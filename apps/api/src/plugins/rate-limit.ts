import { formatWait } from '@haat/shared/http/format-wait';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { peekWindows, refundHit, sweepCounters, takeWindowHit } from '../lib/rate-counters.ts';

export interface TLimit {
  /** Counter name, e.g. `login-ip`. */
  name: string;
  /** Requests allowed per window (multiplied by RATE_LIMIT_FACTOR). */
  max: number;
  windowSeconds: number;
  /**
   * What is counted: the IP by default; return undefined to skip this limit for the request.
   * May be async (e.g. to count an email and a phone number against the account they belong to).
   */
  key?: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  /** Gives the hit back when the answer has one of these statuses (count failures only). */
  refundOn?: (statusCode: number) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler that answers 429 with Retry-After (seconds) and a message with the wait in words
     * once any of the limits is spent. A refused request is counted by none of them.
     */
    rateLimit(...limits: TLimit[]): (request: FastifyRequest) => Promise<void>;
    /** The scaled maximum of a limit (RATE_LIMIT_FACTOR), at least 1. */
    scaledMax(max: number): number;
  }
  interface FastifyRequest {
    /** Hits to give back when the answer ends with a matching status. */
    rateLimitRefunds?: { key: string; max: number; refundOn: (statusCode: number) => boolean }[];
  }
}

/** The 429 error: Retry-After in seconds, the message with the wait in minutes/hours in the request's language. */
export function rateLimited(request: FastifyRequest, seconds: number): AppError {
  const wait = Math.max(1, Math.ceil(seconds));
  return new AppError('RATE_LIMITED', 'api.too_many_requests', {
    values: { wait: formatWait(request.lang(), wait) },
    headers: { 'retry-after': String(wait) },
  });
}

export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const factor = app.deps.config.rateLimitFactor;
  const scaledMax = (max: number) => Math.max(1, Math.round(max * factor));
  let lastSweep = 0;
  app.decorate('scaledMax', scaledMax);

  app.decorate('rateLimit', (...limits: TLimit[]) => async (request: FastifyRequest) => {
    const { db } = app.deps;
    const counters: { key: string; max: number; windowSeconds: number; limit: TLimit }[] = [];
    for (const limit of limits) {
      const subject = limit.key ? await limit.key(request) : request.ip;
      if (subject === undefined) continue;
      counters.push({
        key: `${limit.name}:${subject}`,
        max: scaledMax(limit.max),
        windowSeconds: limit.windowSeconds,
        limit,
      });
    }
    if (Date.now() - lastSweep > 600_000) {
      lastSweep = Date.now();
      sweepCounters(db).catch((error) => request.log.warn({ err: error }, 'rate limit sweep failed'));
    }
    // Refuse before counting anything: a request refused by one limit is counted by none.
    const waiting = await peekWindows(db, counters);
    if (waiting > 0) throw rateLimited(request, waiting);
    const counted: typeof counters = [];
    let wait = 0;
    for (const counter of counters) {
      const hit = await takeWindowHit(db, counter.key, counter.max, counter.windowSeconds);
      if (hit.counted) counted.push(counter);
      else wait = Math.max(wait, hit.wait);
    }
    if (wait > 0) {
      // Lost a race for the last slot of one limit: give back what this request took from the others.
      await Promise.all(counted.map((counter) => refundHit(db, counter.key, counter.max)));
      throw rateLimited(request, wait);
    }
    for (const counter of counted) {
      const { refundOn } = counter.limit;
      if (refundOn) {
        request.rateLimitRefunds ??= [];
        request.rateLimitRefunds.push({ key: counter.key, max: counter.max, refundOn });
      }
    }
  });

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
    const refunds = request.rateLimitRefunds;
    if (!refunds?.length) return;
    request.rateLimitRefunds = undefined;
    for (const refund of refunds) {
      if (refund.refundOn(reply.statusCode)) await refundHit(app.deps.db, refund.key, refund.max);
    }
  });
});
