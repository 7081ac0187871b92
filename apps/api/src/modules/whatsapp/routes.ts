import {
  successEnvelope,
  translate,
  ZAdminWhatsappDetailSchema,
  ZAdminWhatsappItemSchema,
  ZAdminWhatsappQuerySchema,
  ZConfirmWhatsappSchema,
  ZPageMetaSchema,
  ZRejectWhatsappSchema,
  ZStartWhatsappSchema,
  ZWhatsappStatusSchema,
  ZWhatsappVerificationSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestPlace } from '../../lib/request-place.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { cancelWhatsappVerification, removeWhatsappNumber } from './close-whatsapp.ts';
import { confirmWhatsappCode } from './confirm-whatsapp.ts';
import { approveWhatsapp, rejectWhatsapp, resendWhatsappAsStaff } from './decide-whatsapp.ts';
import { getWhatsappStatus } from './get-whatsapp-status.ts';
import { resendCode } from './resend-whatsapp.ts';
import { getWhatsappReview, listWhatsappVerifications } from './review-whatsapp.ts';
import { startWhatsappVerification } from './start-whatsapp.ts';

const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/**
 * WhatsApp number verification (decision 063): the person's own (`/api/whatsapp`) and staff's list
 * (`/api/admin/whatsapp-verifications`). A code that could not be sent is not an error: the answer
 * is the verification with `delivery_failed: true` and `message` saying so (`whatsapp.send_failed`).
 */
export async function whatsappRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const security = [{ bearer: [] }];
  const tags = ['whatsapp verification'];
  const adminTags = ['admin: whatsapp verification'];
  const perUser = (name: string, max: number, windowSeconds = 3600) =>
    app.rateLimit({ name, max, windowSeconds, key: (r) => r.auth?.user.id });
  /** The `message` of an answer whose code did not go out. */
  const sendFailed = (request: FastifyRequest, failed: boolean) =>
    failed ? { message: translate(request.lang(), 'whatsapp.send_failed') } : {};

  app.get(
    '/api/whatsapp',
    {
      schema: {
        tags,
        summary:
          'The verified WhatsApp number, the verification under way, the last one that failed, and the ways on offer',
        security,
        response: { 200: successEnvelope(ZWhatsappStatusSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getWhatsappStatus(deps, currentAuth(request).user.id),
    }),
  );

  app.delete(
    '/api/whatsapp',
    {
      schema: {
        tags,
        summary: 'Remove the verified WhatsApp number from the account (recorded); answers the status',
        security,
        response: { 200: successEnvelope(ZWhatsappStatusSchema) },
      },
      preHandler: [app.requireAuth, perUser('whatsapp-remove', 30)],
    },
    async (request) => {
      const data = await removeWhatsappNumber(deps, currentAuth(request).user, requestPlace(request));
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/whatsapp/verifications',
    {
      schema: {
        tags,
        summary:
          'Start verifying a number: `code` sends six digits by WhatsApp (10 min; `delivery_failed` and a `message` when the send failed), `manual` answers a reference to send to the platform’s number (7 days, staff confirm). Cancels an earlier pending one',
        security,
        body: ZStartWhatsappSchema,
        response: { 201: successEnvelope(ZWhatsappVerificationSchema) },
      },
      preHandler: [app.requireAuth, perUser('whatsapp-start', 20)],
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const { verification, deliveryFailed } = await startWhatsappVerification(
        deps,
        user,
        request.body,
        requestPlace(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, ...sendFailed(request, deliveryFailed), data: verification });
    },
  );

  app.post(
    '/api/whatsapp/verifications/:id/confirm',
    {
      schema: {
        tags,
        summary:
          'Verify the number with the code (5 tries per code; 422 with the tries left); answers the status',
        security,
        params: ZIdParamsSchema,
        body: ZConfirmWhatsappSchema,
        response: { 200: successEnvelope(ZWhatsappStatusSchema) },
      },
      preHandler: [app.requireAuth, perUser('whatsapp-confirm', 60)],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await confirmWhatsappCode(
        deps,
        user,
        request.params.id,
        request.body.code,
        requestPlace(request),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/whatsapp/verifications/:id/resend',
    {
      schema: {
        tags,
        summary:
          'A new code (the old one stops working): once a minute (429 with Retry-After), five per verification, and an hourly limit per account and per number',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZWhatsappVerificationSchema) },
      },
      preHandler: [app.requireAuth, perUser('whatsapp-resend', 20)],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const { verification, deliveryFailed } = await resendCode(
        deps,
        request.params.id,
        { id: user.id, staff: false },
        requestPlace(request),
        { mustOwn: true },
      );
      return { success: true as const, ...sendFailed(request, deliveryFailed), data: verification };
    },
  );

  app.post(
    '/api/whatsapp/verifications/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Stop the pending verification; answers the status',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZWhatsappStatusSchema) },
      },
      preHandler: [app.requireAuth, perUser('whatsapp-cancel', 30)],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await cancelWhatsappVerification(deps, user, request.params.id, requestPlace(request));
      return { success: true as const, data };
    },
  );

  app.get(
    '/api/admin/whatsapp-verifications',
    {
      schema: {
        tags: adminTags,
        summary:
          'Every verification with its person, newest first: ?status, ?method, ?q (number, reference, name or email)',
        security,
        querystring: ZAdminWhatsappQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZAdminWhatsappItemSchema),
            meta: ZPageMetaSchema,
          }),
        },
      },
      preHandler: app.requireStaff('whatsapp'),
    },
    async (request) => listWhatsappVerifications(deps, request.query),
  );

  app.get(
    '/api/admin/whatsapp-verifications/:id',
    {
      schema: {
        tags: adminTags,
        summary: 'One verification with its person and history (who did what, when)',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminWhatsappDetailSchema) },
      },
      preHandler: app.requireStaff('whatsapp'),
    },
    async (request) => ({ success: true as const, data: await getWhatsappReview(deps, request.params.id) }),
  );

  app.post(
    '/api/admin/whatsapp-verifications/:id/approve',
    {
      schema: {
        tags: adminTags,
        summary:
          'Confirm a pending verification: the number becomes the person’s verified WhatsApp number (409 when decided, 403 for one’s own)',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminWhatsappDetailSchema) },
      },
      preHandler: app.requireStaff('whatsapp'),
    },
    async (request) => {
      const data = await approveWhatsapp(deps, staffContextOf(request), request.params.id);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/admin/whatsapp-verifications/:id/reject',
    {
      schema: {
        tags: adminTags,
        summary: 'Refuse a pending verification with a reason the person is told',
        security,
        params: ZIdParamsSchema,
        body: ZRejectWhatsappSchema,
        response: { 200: successEnvelope(ZAdminWhatsappDetailSchema) },
      },
      preHandler: app.requireStaff('whatsapp'),
    },
    async (request) => {
      const data = await rejectWhatsapp(
        deps,
        staffContextOf(request),
        request.params.id,
        request.body.reason,
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/admin/whatsapp-verifications/:id/resend',
    {
      schema: {
        tags: adminTags,
        summary: 'Send a fresh code for a pending code verification (422 for a manual one; once a minute)',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminWhatsappDetailSchema) },
      },
      preHandler: app.requireStaff('whatsapp'),
    },
    async (request) => {
      const { detail, deliveryFailed } = await resendWhatsappAsStaff(
        deps,
        staffContextOf(request),
        request.params.id,
        requestPlace(request),
      );
      return { success: true as const, ...sendFailed(request, deliveryFailed), data: detail };
    },
  );
}
