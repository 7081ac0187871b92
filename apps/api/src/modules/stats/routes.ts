import { successEnvelope, ZPlatformStatsSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getPlatformStats } from './get-platform-stats.ts';

export async function statsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/stats',
    {
      schema: {
        tags: ['stats'],
        summary: 'Public platform statistics: businesses, users, transactions, revenue (poisha)',
        response: { 200: successEnvelope(ZPlatformStatsSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, data: await getPlatformStats(app.deps) };
    },
  );
}
