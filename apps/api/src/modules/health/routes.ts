import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealthSchema = z.object({
  success: z.boolean(),
  data: z.object({
    app: z.object({ status: z.literal('ok'), version: z.string(), uptime_seconds: z.number() }),
    database: z.object({ status: z.enum(['ok', 'down']), latency_ms: z.number().nullable() }),
  }),
});

export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Reports the app and the database; 503 when the database does not answer',
        response: { 200: ZHealthSchema, 503: ZHealthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let database: 'ok' | 'down' = 'ok';
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        database = 'down';
      }
      const latency = database === 'ok' ? Math.round((performance.now() - started) * 100) / 100 : null;
      reply.header('cache-control', 'no-store');
      return reply.status(database === 'ok' ? 200 : 503).send({
        success: database === 'ok',
        data: {
          app: { status: 'ok' as const, version: '0.1.0', uptime_seconds: Math.round(process.uptime()) },
          database: { status: database, latency_ms: latency },
        },
      });
    },
  );
}
