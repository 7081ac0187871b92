import { successEnvelope, ZSystemStatusSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readSystemStatus } from './read-system-status.ts';

/** The public status every visitor's app may read before it calls (issue 17 item 6). */
export async function systemStatusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/system/status',
    {
      schema: {
        tags: ['system'],
        summary:
          'Public: whether sign-up is open and whether the platform is in maintenance (with the message shown to visitors). Answered during maintenance too; may be cached for 5 seconds',
        response: { 200: successEnvelope(ZSystemStatusSchema) },
      },
    },
    async (request, reply) => {
      // The default maintenance wording is in the visitor's language.
      reply.header('cache-control', 'public, max-age=5').header('vary', 'Accept-Language, X-Locale, Cookie');
      return { success: true as const, data: await readSystemStatus(app.deps.db, request.lang()) };
    },
  );
}
