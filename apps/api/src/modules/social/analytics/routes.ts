import { successEnvelope, ZSocialAnalyticsQuerySchema, ZSocialAnalyticsSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../../plugins/auth.ts';
import { exportSocialAnalytics } from './export-social-analytics.ts';
import { getSocialAnalytics } from './get-social-analytics.ts';

const tags = ['social: analytics'];
const security = [{ bearer: [] }];
const fieldLabels = { business_id: 'social.analytics.field_business' };

/**
 * Social analytics (issue 16 item 6): what the person's posts did over 7, 30 or 90 days, as JSON
 * and as CSV. Signed-in people only, limited per person: the queries are bounded by the range, but
 * they are the heaviest reads of the area.
 */
export async function socialAnalyticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const perUser = (name: string, max: number) =>
    app.rateLimit({ name, max, windowSeconds: 60, key: (r) => r.auth?.user.id });

  app.get(
    '/api/social/analytics',
    {
      schema: {
        tags,
        summary:
          'Your posts (or one of your businesses’) over the last 7, 30 or 90 days in time_zone: totals and the days before, per day, best weekdays and hours, per platform, top posts',
        security,
        querystring: ZSocialAnalyticsQuerySchema,
        response: { 200: successEnvelope(ZSocialAnalyticsSchema) },
      },
      config: { fieldLabels },
      preHandler: [app.requireAuth, perUser('social-analytics', 60)],
    },
    async (request) => ({
      success: true as const,
      data: await getSocialAnalytics(deps, currentAuth(request).user.id, request.query),
    }),
  );

  app.get(
    '/api/social/analytics.csv',
    {
      schema: {
        tags,
        summary:
          'The posts published in the days with their figures, as CSV (UTF-8; formula-like cells get a leading apostrophe; at most 5,000)',
        security,
        querystring: ZSocialAnalyticsQuerySchema,
      },
      config: { fieldLabels },
      preHandler: [app.requireAuth, perUser('social-analytics-export', 10)],
    },
    async (request, reply) => {
      const { csv, filename } = await exportSocialAnalytics(
        deps,
        currentAuth(request).user.id,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
