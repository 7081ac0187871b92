import { successEnvelope, ZDashboardQuerySchema, ZDashboardSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth.ts';
import { getDashboard } from './get-dashboard.ts';

/** The signed-in dashboard's figures. */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary:
          'Wallet balance, earnings (sales net of commission + referral bonuses), businesses, orders and recent activity for a period',
        security: [{ bearer: [] }],
        querystring: ZDashboardQuerySchema,
        response: { 200: successEnvelope(ZDashboardSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getDashboard(app.deps, currentAuth(request).user.id, request.query.period),
    }),
  );
}
