import {
  successEnvelope,
  translate,
  ZAdminBusinessBulkAnswerSchema,
  ZAdminBusinessBulkSchema,
  ZAdminBusinessDetailSchema,
  ZAdminBusinessFiltersSchema,
  ZAdminBusinessItemSchema,
  ZAdminBusinessQuerySchema,
  ZAdminCreateBusinessSchema,
  ZBusinessSchema,
  ZPageMetaSchema,
  ZSuspendBusinessSchema,
  ZUpdateBusinessSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsForRequest } from '../../plugins/site-url.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { bulkBusinessAction } from './bulk-businesses.ts';
import { createBusinessForOwner } from './create-business.ts';
import { editBusinessForStaff } from './edit-business.ts';
import { exportBusinessesForStaff } from './export-businesses.ts';
import { getBusinessForStaff } from './get-business.ts';
import { listBusinessesForStaff } from './list-businesses.ts';
import { suspendBusiness, unsuspendBusiness } from './suspend-business.ts';

const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
const ZMessageOnly = z.object({ success: z.literal(true), message: z.string() });

/**
 * Staff's businesses (issue 17 item 3): `/api/admin/businesses…`, permission `businesses` (admins and
 * moderators). Every change is recorded in the audit log in its own transaction; the directory
 * cache is cleared by every write under this path (directory-cache.ts). The verified badge has
 * its own routes (directory/badge-routes.ts).
 */
export async function adminBusinessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TDirectoryDeps = { ...app.deps, storage: app.storage, cache: app.directoryCache };
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const guard = app.requireStaff('businesses');
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);

  app.get(
    '/api/admin/businesses',
    {
      schema: {
        tags,
        summary:
          'Every business and personal shop: ?q (name, link, owner name or email), ?type, ?kind, ?verified, ?suspended, ?district, ?country, ?from/?to (created, YYYY-MM-DD), ?sort (name, created_at, rating, products; - for descending), ?page, ?per_page',
        security,
        querystring: ZAdminBusinessQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZAdminBusinessItemSchema),
            meta: ZPageMetaSchema,
          }),
        },
      },
      preHandler: guard,
    },
    async (request) => listBusinessesForStaff(deps, request.query),
  );

  app.get(
    '/api/admin/businesses/export.csv',
    {
      schema: {
        tags,
        summary:
          'The list with the same filters and order as CSV (UTF-8; formula-like cells get a leading apostrophe; at most 10,000 rows)',
        security,
        querystring: ZAdminBusinessFiltersSchema,
      },
      preHandler: [
        guard,
        app.rateLimit({
          name: 'admin-businesses-export',
          max: 30,
          windowSeconds: 3600,
          key: (r) => r.auth?.user.id,
        }),
      ],
    },
    async (request, reply) => {
      const { csv, filename } = await exportBusinessesForStaff(deps, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/businesses',
    {
      schema: {
        tags,
        summary:
          'Create a business for a person (owner_id or owner_email) with the owner’s own fields and validation',
        security,
        body: ZAdminCreateBusinessSchema,
        response: { 201: successEnvelope(ZBusinessSchema) },
      },
      config: { fieldLabels: { name: 'fields.business_name' } },
      preHandler: guard,
    },
    async (request, reply) => {
      const data = await createBusinessForOwner(
        depsForRequest(deps, request),
        staffContextOf(request),
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, 'api.business_created'), data });
    },
  );

  app.post(
    '/api/admin/businesses/bulk',
    {
      schema: {
        tags,
        summary:
          'verify, unverify, suspend (with a reason) or unsuspend up to 100 businesses; answers the outcome of each',
        security,
        body: ZAdminBusinessBulkSchema,
        response: { 200: successEnvelope(ZAdminBusinessBulkAnswerSchema) },
      },
      preHandler: guard,
    },
    async (request) => ({
      success: true as const,
      data: await bulkBusinessAction(deps, staffContextOf(request), request.body, request.lang()),
    }),
  );

  app.get(
    '/api/admin/businesses/:id',
    {
      schema: {
        tags,
        summary:
          'One business with every editable field, its owner, counts and the latest staff actions about it',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminBusinessDetailSchema) },
      },
      preHandler: guard,
    },
    async (request) => ({
      success: true as const,
      data: await getBusinessForStaff(depsForRequest(deps, request), request.params.id),
    }),
  );

  app.patch(
    '/api/admin/businesses/:id',
    {
      schema: {
        tags,
        summary: 'Change a business as its owner would (same validation); only the fields sent change',
        security,
        params: ZIdParamsSchema,
        body: ZUpdateBusinessSchema,
        response: { 200: successEnvelope(ZBusinessSchema) },
      },
      config: { fieldLabels: { name: 'fields.business_name' } },
      preHandler: guard,
    },
    async (request) => {
      const data = await editBusinessForStaff(
        depsForRequest(deps, request),
        staffContextOf(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: t(request, 'api.business_updated'), data };
    },
  );

  app.post(
    '/api/admin/businesses/:id/suspend',
    {
      schema: {
        tags,
        summary:
          'Suspend a business with a reason (3–500 characters): hidden from the directory, its page and the marketplace; the owner is told why',
        security,
        params: ZIdParamsSchema,
        body: ZSuspendBusinessSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: guard,
    },
    async (request) => {
      await suspendBusiness(deps, staffContextOf(request), request.params.id, request.body.reason);
      return { success: true as const, message: t(request, 'api.admin.businesses.business_suspended') };
    },
  );

  app.post(
    '/api/admin/businesses/:id/unsuspend',
    {
      schema: {
        tags,
        summary: 'Lift a suspension: the business is public again and its owner told',
        security,
        params: ZIdParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: guard,
    },
    async (request) => {
      await unsuspendBusiness(deps, staffContextOf(request), request.params.id);
      return { success: true as const, message: t(request, 'api.admin.businesses.business_unsuspended') };
    },
  );
}
