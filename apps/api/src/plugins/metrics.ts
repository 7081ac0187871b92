import { translate } from '@haat/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats } from '../db/client.ts';
import { safeEqual, sha256 } from '../lib/secrets.ts';
import { withTimeout } from '../lib/with-timeout.ts';
import { APP_VERSION } from '../modules/health/app-version.ts';

/*
 * Prometheus metrics at `GET /metrics` (decision 068), on only when `METRICS_TOKEN` is set (else
 * 404) and only for `Authorization: Bearer <METRICS_TOKEN>` (else 401). Each app has its own
 * registry (tests build several apps in one process): requests by method, route template and
 * status, their latency, the database pool, the job queue's depth per queue, Node's process
 * metrics and the app's version. A scrape is cheap (one SQL query, bounded by a timeout) and a
 * database error only leaves the queue's figures out (`haat_job_queue_up 0`).
 */

export const METRICS_PATH = '/metrics';
/** The route label of requests no route matched (404s, pages the web app answers). */
export const UNMATCHED_ROUTE = '(unmatched)';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds; from a cached JSON answer (a few ms) to a slow report or upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface TMetricsOptions {
  /** The bearer token scrapes must send; default `config.metricsToken`. None: `/metrics` is 404. */
  token?: string;
  /** pg-boss's schema (default `pgboss`, as server.ts opens the queue). */
  jobSchema?: string;
  /** How long a scrape waits for the queue's figures before leaving them out (default 1 s). */
  queueTimeoutMs?: number;
}

function errorReply(request: FastifyRequest, reply: FastifyReply, status: number, code: string, key: string) {
  const lang = typeof request.lang === 'function' ? request.lang() : 'en';
  const values = { method: request.method, url: METRICS_PATH };
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ success: false, code, message: translate(lang, key, values) });
}

/** `Authorization: Bearer <token>`, compared in constant time (hashes of equal length). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return safeEqual(sha256(sent), sha256(token));
}

interface TQueueRow extends Record<string, unknown> {
  queue: string;
  waiting: number;
  scheduled: number;
  retrying: number;
  active: number;
}

export const metricsPlugin = fp(async (app: FastifyInstance, options: TMetricsOptions = {}) => {
  const token = options.token ?? app.deps.config.metricsToken;
  if (!token) {
    // Registered anyway, so the web app's fallback never answers this path with a page.
    app.get(METRICS_PATH, { schema: { hide: true } }, (request, reply) =>
      errorReply(request, reply, 404, 'NOT_FOUND', 'api.route_not_found'),
    );
    return;
  }
  const jobSchema = options.jobSchema ?? 'pgboss';
  const queueTimeoutMs = options.queueTimeoutMs ?? 1000;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'haat_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'haat_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'haat_app_info',
    help: 'The running version of Haat (always 1)',
    labelNames: ['version', 'node'] as const,
    registers: [registry],
  }).set({ version: APP_VERSION, node: process.version }, 1);
  new Gauge({
    name: 'haat_db_pool_connections',
    help: "The app's PostgreSQL pool: open (total), idle, callers waiting for a connection, and its max",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = poolStats(app.deps.db);
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  const queueJobs = new Gauge({
    name: 'haat_job_queue_jobs',
    help: 'Jobs per queue: waiting (due), scheduled (later), retrying (waiting for a retry), active (running)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  });
  const queueUp = new Gauge({
    name: 'haat_job_queue_up',
    help: "1 when this scrape read the job queue's figures, 0 when the database did not answer (in time)",
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const method = METHODS.has(request.method) ? request.method : 'OTHER';
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    requests.inc({ method, route, status: String(status) });
    latency.observe(
      { method, route, status_class: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });

  /** Whether pg-boss's tables exist (a failed query would cost the pool its connection); once seen, kept. */
  let queueTablesSeen = false;
  const queueTablesExist = async () => {
    if (queueTablesSeen) return true;
    const { rows } = await app.deps.db.execute<{ found: boolean }>(
      sql`SELECT to_regclass(${`${jobSchema}.job`}) IS NOT NULL AS found`,
    );
    queueTablesSeen = rows[0]?.found === true;
    return queueTablesSeen;
  };

  /** Every queue's jobs by state, in one query over pg-boss's tables (none before pg-boss made them). */
  const queueRows = async (): Promise<TQueueRow[]> => {
    if (!(await queueTablesExist())) return [];
    const schema = sql.identifier(jobSchema);
    const { rows } = await app.deps.db.execute<TQueueRow>(sql`
      SELECT q.name AS queue,
        count(j.id) FILTER (WHERE j.state = 'created' AND j.start_after <= now())::int AS waiting,
        count(j.id) FILTER (WHERE j.state = 'created' AND j.start_after > now())::int AS scheduled,
        count(j.id) FILTER (WHERE j.state = 'retry')::int AS retrying,
        count(j.id) FILTER (WHERE j.state = 'active')::int AS active
      FROM ${schema}.queue q
      LEFT JOIN ${schema}.job j ON j.name = q.name AND j.state < 'completed'
      GROUP BY q.name`);
    return rows;
  };

  /** Sets the queue gauges; never throws (no answer in time, or an error, reports `haat_job_queue_up 0`). */
  const readQueues = async () => {
    queueJobs.reset();
    try {
      const rows = await withTimeout(queueRows(), queueTimeoutMs);
      for (const row of rows)
        for (const state of ['waiting', 'scheduled', 'retrying', 'active'] as const)
          queueJobs.set({ queue: row.queue, state }, Number(row[state]));
      queueUp.set(1);
    } catch (error) {
      queueUp.set(0);
      app.log.debug({ err: error }, 'metrics: job queue figures not read');
    }
  };

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return errorReply(request, reply, 401, 'UNAUTHENTICATED', 'api.unauthenticated');
    }
    await readQueues();
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });

  app.addHook('onClose', async () => {
    registry.clear();
  });
});
