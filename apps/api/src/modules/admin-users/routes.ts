import {
  successEnvelope,
  translate,
  ZAdminCreateUserSchema,
  ZAdminRoleChangeSchema,
  ZAdminSuspendSchema,
  ZAdminUserDetailSchema,
  ZAdminUserItemSchema,
  ZAdminUserQuerySchema,
  ZAdminUsersBulkResultSchema,
  ZAdminUsersBulkSchema,
  ZPageMetaSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { bulkUsers } from './bulk-users.ts';
import { changeRole } from './change-role.ts';
import { createUser } from './create-user.ts';
import { exportAdminUsers } from './export-users.ts';
import { getAdminUser } from './get-admin-user.ts';
import { listAdminUsers } from './list-users.ts';
import { resendVerification } from './resend-verification.ts';
import { suspendUser, unsuspendUser } from './suspend-user.ts';

const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** Staff's people screens (issue 17 item 2, decision 066): `/api/admin/users…`. */
export async function adminUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  const viewerOf = (request: FastifyRequest) => {
    const { user } = currentAuth(request);
    return { id: user.id, role: user.role };
  };
  const detail = (request: FastifyRequest, id: string) => getAdminUser(deps, viewerOf(request), id);
  const byStaff = (request: FastifyRequest) => request.auth?.user.id;

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary:
          'People: ?q (name, email, phone), ?role, ?status, ?verification (email|identity|whatsapp|none), ?country, ?from/?to (signed up, YYYY-MM-DD, UTC), ?sort (name|email|created_at|role, "-" for descending), ?page, ?per_page',
        security,
        querystring: ZAdminUserQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZAdminUserItemSchema),
            meta: ZPageMetaSchema,
          }),
        },
      },
      preHandler: app.requireStaff('users'),
    },
    async (request) => listAdminUsers(deps, request.query),
  );

  app.get(
    '/api/admin/users/export.csv',
    {
      schema: {
        tags,
        summary: 'The people of the same filters and order as CSV (UTF-8, at most 10,000 rows)',
        security,
        querystring: ZAdminUserQuerySchema,
      },
      preHandler: [
        app.requireStaff('users'),
        app.rateLimit({ name: 'admin-users-export', max: 20, windowSeconds: 60, key: byStaff }),
      ],
    },
    async (request, reply) => {
      const { csv, filename } = await exportAdminUsers(deps, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary:
          'Create a person and mail them an invitation to set their password (a link valid 7 days); a role other than user needs an admin',
        security,
        body: ZAdminCreateUserSchema,
        response: { 201: successEnvelope(ZAdminUserDetailSchema) },
      },
      preHandler: app.requireStaff('users'),
    },
    async (request, reply) => {
      const user = await createUser(depsForRequest(deps, request), staffContextOf(request), request.body);
      return reply.status(201).send({
        success: true as const,
        message: translate(request.lang(), 'api.admin.users.invited', { email: user.email }),
        data: await detail(request, user.id),
      });
    },
  );

  app.post(
    '/api/admin/users/bulk',
    {
      schema: {
        tags,
        summary:
          'Suspend (with a reason) or unsuspend up to 100 people; each is checked as the single action is and answered as done or refused (with why)',
        security,
        body: ZAdminUsersBulkSchema,
        response: { 200: successEnvelope(ZAdminUsersBulkResultSchema) },
      },
      preHandler: app.requireStaff('users'),
    },
    async (request) => {
      const lang = request.lang();
      const data = await bulkUsers(deps, staffContextOf(request), request.body, (key, values) =>
        translate(lang, key, values),
      );
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          'One person with their businesses, cards, wallet (staff with money only), orders, verification, referrer and the newest staff actions about them',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminUserDetailSchema) },
      },
      preHandler: app.requireStaff('users'),
    },
    async (request) => ({ success: true as const, data: await detail(request, request.params.id) }),
  );

  app.post(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags,
        summary:
          'Give a person another role (admins only); never one’s own, and never leaving Haat without an active admin',
        security,
        params: ZIdParamsSchema,
        body: ZAdminRoleChangeSchema,
        response: { 200: successEnvelope(ZAdminUserDetailSchema) },
      },
      preHandler: app.requireStaff('roles'),
    },
    async (request) => {
      await changeRole(deps, staffContextOf(request), request.params.id, request.body.role);
      return {
        success: true as const,
        message: translate(request.lang(), 'api.admin.users.role_changed'),
        data: await detail(request, request.params.id),
      };
    },
  );

  app.post(
    '/api/admin/users/:id/suspend',
    {
      schema: {
        tags,
        summary:
          'Suspend a person with a reason: every session ends at once and sign-in is refused with the reason',
        security,
        params: ZIdParamsSchema,
        body: ZAdminSuspendSchema,
        response: { 200: successEnvelope(ZAdminUserDetailSchema) },
      },
      preHandler: app.requireStaff('users'),
    },
    async (request) => {
      await suspendUser(deps, staffContextOf(request), request.params.id, request.body.reason);
      return {
        success: true as const,
        message: translate(request.lang(), 'api.admin.users.suspended'),
        data: await detail(request, request.params.id),
      };
    },
  );

  app.post(
    '/api/admin/users/:id/unsuspend',
    {
      schema: {
        tags,
        summary: 'Lift a suspension: the person can sign in again',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminUserDetailSchema) },
      },
      preHandler: app.requireStaff('users'),
    },
    async (request) => {
      await unsuspendUser(deps, staffContextOf(request), request.params.id);
      return {
        success: true as const,
        message: translate(request.lang(), 'api.admin.users.unsuspended'),
        data: await detail(request, request.params.id),
      };
    },
  );

  app.post(
    '/api/admin/users/:id/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail the person a new email-verification link (3 per person in 15 minutes)',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminUserDetailSchema) },
      },
      preHandler: [
        app.requireStaff('users'),
        app.rateLimit({
          name: 'admin-verify-resend',
          max: 3,
          windowSeconds: 900,
          key: (request) => (request.params as { id?: string } | undefined)?.id,
        }),
      ],
    },
    async (request) => {
      await resendVerification(depsForRequest(deps, request), staffContextOf(request), request.params.id);
      return {
        success: true as const,
        message: translate(request.lang(), 'api.admin.users.verification_sent'),
        data: await detail(request, request.params.id),
      };
    },
  );
}
