import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APP_VERSION } from './app-version.ts';
import './readiness.ts';

const ZAppStatus = z.object({ status: z.literal('ok'), version: z.string(), uptime_seconds: z.number() });

const ZLiveSchema = z.object({ success: z.literal(true), data: ZAppStatus });

const ZCheck = z.object({
  name: z.string(),
  status: z.enum(['ok', 'down']),
  latency_ms: z.number().nullable(),
  reason: z.enum(['error', 'timeout', 'shutting_down']).optional(),
});

const ZReadySchema = z.object({
  success: z.boolean(),
  data: z.object({
    app: ZAppStatus,
    /** Kept for `/api/health`'s older readers: the `database` check. */
    database: z.object({ status: z.enum(['ok', 'down']), latency_ms: z.number().nullable() }),
    shutting_down: z.boolean(),
    /** Names of the checks that failed (empty when ready). */
    failed: z.array(z.string()),
    checks: z.array(ZCheck),
  }),
});

function appStatus() {
  return { status: 'ok' as const, version: APP_VERSION, uptime_seconds: Math.round(process.uptime()) };
}

/**
 * Liveness (`/api/health/live`: the process answers, nothing else is asked) and readiness
 * (`/api/health/ready`, and `/api/health` as before: every readiness check; 503 naming the failed
 * ones, and 503 once shutdown has begun). Decision 068.
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (never asks the database); for restarts by a supervisor',
        response: { 200: ZLiveSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: appStatus() };
    },
  );

  const ready = async (reply: FastifyReply) => {
    const report = await app.readiness.report();
    const database = report.checks.find((check) => check.name === 'database');
    reply.header('cache-control', 'no-store');
    return reply.status(report.ready ? 200 : 503).send({
      success: report.ready,
      data: {
        app: appStatus(),
        database: { status: database?.status ?? 'down', latency_ms: database?.latency_ms ?? null },
        shutting_down: report.shuttingDown,
        failed: report.checks.filter((check) => check.status === 'down').map((check) => check.name),
        checks: report.checks,
      },
    });
  };
  const readySchema = { 200: ZReadySchema, 503: ZReadySchema };

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers `select 1` in time, the job queue runs, object storage answers; 503 naming what failed, and 503 once shutdown has begun',
        response: readySchema,
      },
    },
    (_request, reply) => ready(reply),
  );

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary:
          'The same as /api/health/ready (kept for existing monitors); 503 when the instance is not ready',
        response: readySchema,
      },
    },
    (_request, reply) => ready(reply),
  );
}
