import { successEnvelope, toLanguageCode, ZCountrySchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listCountries } from './list-countries.ts';

export async function countryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/countries',
    {
      schema: {
        tags: ['countries'],
        summary: 'All countries with their dialing codes and flags, named in the requested language',
        querystring: z.object({ lang: z.string().max(10).optional() }),
        response: { 200: successEnvelope(z.array(ZCountrySchema)) },
      },
    },
    async (request, reply) => {
      const lang = toLanguageCode(request.query.lang) ?? request.lang();
      reply.header('cache-control', 'public, max-age=86400');
      return { success: true as const, data: listCountries(lang) };
    },
  );
}
