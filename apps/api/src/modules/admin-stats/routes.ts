import {
  successEnvelope,
  ZAdminAnalyticsQuerySchema,
  ZAdminAnalyticsSchema,
  ZAdminDashboardSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth } from '../../plugins/auth.ts';
import { exportAdminAnalytics } from './export-admin-analytics.ts';
import { getAdminAnalytics } from './get-admin-analytics.ts';
import { cachedAdminDashboard } from './get-admin-dashboard.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];

/**
 * The back office's dashboard (`dashboard`: every staff role, money only for roles that may see it)
 * and platform analytics (`analytics`: admins). Read-only; the dashboard is kept ~30 s per role and
 * the analytics are limited per staff member (their queries are bounded by the range, at most two
 * years).
 */
export async function adminStatsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const dashboard = cachedAdminDashboard();
  const perStaff = (name: string, max: number) =>
    app.rateLimit({ name, max, windowSeconds: 60, key: (r) => r.auth?.user.id });

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary:
          'Platform figures for the last 7 and 30 days against the days before (money only for roles that may see it), totals, and the queues waiting for staff with their screens',
        security,
        response: { 200: successEnvelope(ZAdminDashboardSchema) },
      },
      preHandler: app.requireStaff('dashboard'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: await dashboard(deps, currentAuth(request).user.role) };
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      schema: {
        tags,
        summary:
          'Signups, orders, revenue, commission, top-ups, withdrawals, cards and posts per day, week or month of a range (YYYY-MM-DD, inclusive, at most two years) in a time zone: every bucket, totals and the previous period’s totals (money in poisha)',
        security,
        querystring: ZAdminAnalyticsQuerySchema,
        response: { 200: successEnvelope(ZAdminAnalyticsSchema) },
      },
      preHandler: [app.requireStaff('analytics'), perStaff('admin-analytics', 120)],
    },
    async (request) => ({ success: true as const, data: await getAdminAnalytics(deps, request.query) }),
  );

  app.get(
    '/api/admin/analytics/export.csv',
    {
      schema: {
        tags,
        summary:
          'The same analytics as CSV: one row per bucket, a column per metric (money in taka); formula-like cells get a leading apostrophe',
        security,
        querystring: ZAdminAnalyticsQuerySchema,
      },
      preHandler: [app.requireStaff('analytics'), perStaff('admin-analytics-export', 20)],
    },
    async (request, reply) => {
      const { csv, filename } = await exportAdminAnalytics(deps, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
