import {
  successEnvelope,
  translate,
  ZAdminReportQuerySchema,
  ZBulkDecideReportsResultSchema,
  ZBulkDecideReportsSchema,
  ZCreateContentReportSchema,
  ZDecideReportResultSchema,
  ZDecideReportSchema,
  ZPageMetaSchema,
  ZReportResultSchema,
  ZReportTargetDetailSchema,
  ZReportTargetParamsSchema,
  ZReportTargetSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { bulkDecideReports, decideReport } from './decide-report.ts';
import { getReportTarget, listReportQueue } from './list-report-targets.ts';
import type { TModerationDeps } from './moderation-deps.ts';
import { reportSubject } from './report-subject.ts';

/**
 * Content moderation (issue 17): people report content (`/api/reports`), staff whose role may
 * moderate content work the queue grouped by target (`/api/admin/reports`).
 */
export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TModerationDeps = { ...app.deps, storage: app.storage };
  const security = [{ bearer: [] }];
  const tags = ['admin'];

  app.post(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary:
          'Report a post, comment, product, business, review or card to staff (not visible: 404; your own: 422; again: 409)',
        security,
        body: ZCreateContentReportSchema,
        response: { 201: successEnvelope(ZReportResultSchema) },
      },
      config: {
        fieldLabels: {
          subject_type: 'social.community.field_subject',
          subject_id: 'social.community.field_subject',
          note: 'social.community.field_note',
        },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'content-report', max: 30, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const data = await reportSubject(deps, currentAuth(request).user, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        tags,
        summary:
          'The moderation queue, one entry per reported target: ?status=open|decided, ?subject_type, ?reason, ?sort=-count|count|oldest|newest',
        security,
        querystring: ZAdminReportQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZReportTargetSchema),
            meta: ZPageMetaSchema,
          }),
        },
      },
      preHandler: app.requireStaff('content'),
    },
    async (request) => listReportQueue(deps, request.query),
  );

  app.get(
    '/api/admin/reports/:type/:id',
    {
      schema: {
        tags,
        summary: 'A reported target with every report of it and staff’s decisions',
        security,
        params: ZReportTargetParamsSchema,
        response: { 200: successEnvelope(ZReportTargetDetailSchema) },
      },
      preHandler: app.requireStaff('content'),
    },
    async (request) => ({
      success: true as const,
      data: await getReportTarget(deps, request.params.type, request.params.id),
    }),
  );

  app.post(
    '/api/admin/reports/bulk',
    {
      schema: {
        tags,
        summary: 'Hide, remove or dismiss up to 100 targets at once (targets already decided are skipped)',
        security,
        body: ZBulkDecideReportsSchema,
        response: { 200: successEnvelope(ZBulkDecideReportsResultSchema) },
      },
      config: { fieldLabels: { note: 'api.admin.reports.field_note' } },
      preHandler: app.requireStaff('content'),
    },
    async (request) => ({
      success: true as const,
      message: translate(request.lang(), 'api.admin.reports.decided'),
      data: await bulkDecideReports(deps, staffContextOf(request), request.body),
    }),
  );

  app.post(
    '/api/admin/reports/:type/:id/decide',
    {
      schema: {
        tags,
        summary:
          'Hide, remove, restore, dismiss, warn the owner or suspend them; closes every waiting report (nothing waiting: 409, but restore)',
        security,
        params: ZReportTargetParamsSchema,
        body: ZDecideReportSchema,
        response: { 200: successEnvelope(ZDecideReportResultSchema) },
      },
      config: { fieldLabels: { note: 'api.admin.reports.field_note' } },
      preHandler: app.requireStaff('content'),
    },
    async (request) => ({
      success: true as const,
      message: translate(request.lang(), 'api.admin.reports.decided'),
      data: await decideReport(deps, staffContextOf(request), request.params, request.body),
    }),
  );
}
