import { ZAuditListSchema, ZAuditQuerySchema } from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportAudit } from './export-audit.ts';
import { listAudit } from './list-audit.ts';

/** The audit log of staff actions (issue 17 item 7, decision 066): `/api/admin/audit…`, admins only. */
export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const byStaff = (request: FastifyRequest) => request.auth?.user.id;

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary:
          'Staff actions, newest first: ?actor (id, or part of a name or email), ?action (users.suspend, or an area: users.), ?target_type, ?target_id, ?from/?to (YYYY-MM-DD, UTC, both included), ?sort (-created_at|created_at), ?page, ?per_page',
        security,
        querystring: ZAuditQuerySchema,
        response: { 200: ZAuditListSchema },
      },
      preHandler: app.requireStaff('audit'),
    },
    async (request) => listAudit(deps, request.query),
  );

  app.get(
    '/api/admin/audit/export.csv',
    {
      schema: {
        tags,
        summary: 'The actions of the same filters and order as CSV (UTF-8, at most 10,000 rows)',
        security,
        querystring: ZAuditQuerySchema,
      },
      preHandler: [
        app.requireStaff('audit'),
        app.rateLimit({ name: 'admin-audit-export', max: 20, windowSeconds: 60, key: byStaff }),
      ],
    },
    async (request, reply) => {
      const { csv, filename } = await exportAudit(deps, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
