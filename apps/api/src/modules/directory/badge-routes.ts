import { successEnvelope, ZBusinessBadgeStateSchema, ZSetBusinessBadgeSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { changeBusinessBadge, getBusinessBadge } from './set-business-badge.ts';

const ZParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** Staff's verified badge of a business (decision 062); the directory cache is cleared by the write. */
export async function businessBadgeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['admin: businesses'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/admin/businesses/:id/badge',
    {
      schema: {
        tags,
        summary: "A business's verified badge: verified, and staff's own badge (granted, revoked or null)",
        security,
        params: ZParamsSchema,
        response: { 200: successEnvelope(ZBusinessBadgeStateSchema) },
      },
      preHandler: app.requireStaff('businesses'),
    },
    async (request) => ({ success: true as const, data: await getBusinessBadge(deps, request.params.id) }),
  );

  app.put(
    '/api/admin/businesses/:id/badge',
    {
      schema: {
        tags,
        summary: "Grant or revoke a business's verified badge, or let it follow the owner's identity (owner)",
        security,
        params: ZParamsSchema,
        body: ZSetBusinessBadgeSchema,
        response: { 200: successEnvelope(ZBusinessBadgeStateSchema) },
      },
      preHandler: app.requireStaff('businesses'),
    },
    async (request) => {
      const { changed: _, ...data } = await changeBusinessBadge(
        deps,
        staffContextOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data };
    },
  );
}
