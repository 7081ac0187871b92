import {
  successEnvelope,
  translate,
  ZAdminPaymentListSchema,
  ZCreateTopUpSchema,
  ZListPaymentsQuerySchema,
  ZPaymentIdParamsSchema,
  ZPaymentListSchema,
  ZPaymentMethodInfoSchema,
  ZPaymentSchema,
  ZPlatformSettingsSchema,
  ZReferralsSchema,
  ZRejectPaymentSchema,
  ZTopUpStartSchema,
  ZUpdatePlatformSettingsSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAuth } from '../../plugins/auth.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { idempotencyHeaders, idempotencyKeyOf } from '../ledger/idempotency.ts';
import { createTopUp } from './create-top-up.ts';
import { decidePayment } from './decide-payment.ts';
import { getPayment } from './get-payment.ts';
import { getReferrals } from './get-referrals.ts';
import { listPaymentMethods } from './list-payment-methods.ts';
import { listAllPayments, listOwnPayments } from './list-payments.ts';
import { clearSettingsCache, getPlatformSettings, updatePlatformSettings } from './platform-settings.ts';

const security = [{ bearer: [] }];
const ZIdempotencyHeaders = idempotencyHeaders('top-up');

/** Top-ups, staff decisions on manual top-ups, referrals and platform settings (decision 051). */
export async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  // A change of the platform settings on any instance (decision 072).
  deps.signals.subscribe('settings', () => clearSettingsCache(deps.db));

  app.get(
    '/api/payments/methods',
    {
      schema: {
        tags: ['payments'],
        summary: "Top-up methods on offer, with the platform's bKash/Nagad numbers and instructions",
        response: { 200: successEnvelope(z.array(ZPaymentMethodInfoSchema)) },
      },
    },
    async (request) => ({ success: true as const, data: await listPaymentMethods(deps, request.lang()) }),
  );

  app.post(
    '/api/payments/top-ups',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Start a top-up (Idempotency-Key required): manual bKash/Nagad with the TrxID (pending until staff decide), or a hosted gateway (redirect_url)',
        security,
        headers: ZIdempotencyHeaders,
        body: ZCreateTopUpSchema,
        response: { 201: successEnvelope(ZTopUpStartSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'top-up', max: 30, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const result = await createTopUp(depsForRequest(deps, request), {
        userId: currentAuth(request).user.id,
        lang: request.lang(),
        idempotencyKey: idempotencyKeyOf(request),
        body: request.body,
      });
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send({
        success: true as const,
        message: translate(request.lang(), 'api.top_up_started'),
        data: result.body,
      });
    },
  );

  app.get(
    '/api/payments',
    {
      schema: {
        tags: ['payments'],
        summary: "The signed-in user's top-ups, newest first (filter by status, method)",
        security,
        querystring: ZListPaymentsQuerySchema,
        response: { 200: ZPaymentListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listOwnPayments(deps, currentAuth(request).user.id, request.query),
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags: ['admin: payments'],
        summary: 'Every top-up with its user, newest first (e.g. status=pending for the review queue)',
        security,
        querystring: ZListPaymentsQuerySchema,
        response: { 200: ZAdminPaymentListSchema },
      },
      preHandler: app.requireStaff('money'),
    },
    async (request) => listAllPayments(deps, request.query),
  );

  app.get(
    '/api/payments/:id',
    {
      schema: {
        tags: ['payments'],
        summary: "One of the signed-in user's payments (for the /payment result page)",
        security,
        params: ZPaymentIdParamsSchema,
        response: { 200: successEnvelope(ZPaymentSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getPayment(deps, currentAuth(request).user.id, request.params.id),
    }),
  );

  app.post(
    '/api/admin/payments/:id/approve',
    {
      schema: {
        tags: ['admin: payments'],
        summary:
          'Approve a pending manual bKash/Nagad top-up, or a gateway payment held for review (`review` set): credits the wallet once (409 when already decided or still with its gateway; 403 for your own payment). Above `second_approval_above` the first approval is recorded and a second, different staff member approves to credit',
        security,
        params: ZPaymentIdParamsSchema,
        response: { 200: successEnvelope(ZPaymentSchema) },
      },
      preHandler: app.requireStaff('money'),
    },
    async (request) => {
      const staffId = currentAuth(request).user.id;
      const result = await decidePayment(
        deps,
        request.params.id,
        { decision: 'approve', staffId },
        staffContextOf(request),
      );
      const message = result.firstApproval ? 'api.top_up_first_approval' : 'api.top_up_approved';
      return { success: true as const, message: translate(request.lang(), message), data: result.payment };
    },
  );

  app.post(
    '/api/admin/payments/:id/reject',
    {
      schema: {
        tags: ['admin: payments'],
        summary:
          'Reject a pending manual top-up or a gateway payment held for review, with a reason; no money moves (409 when already decided)',
        security,
        params: ZPaymentIdParamsSchema,
        body: ZRejectPaymentSchema,
        response: { 200: successEnvelope(ZPaymentSchema) },
      },
      preHandler: app.requireStaff('money'),
    },
    async (request) => {
      const staffId = currentAuth(request).user.id;
      const { payment: data } = await decidePayment(
        deps,
        request.params.id,
        { decision: 'reject', staffId, reason: request.body.reason },
        staffContextOf(request),
      );
      return { success: true as const, message: translate(request.lang(), 'api.top_up_rejected'), data };
    },
  );

  app.get(
    '/api/referrals',
    {
      schema: {
        tags: ['referrals'],
        summary: "The user's referral code and link, the people they referred and the bonuses earned",
        security,
        response: { 200: successEnvelope(ZReferralsSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getReferrals(depsForRequest(deps, request), currentAuth(request).user.id),
    }),
  );

  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin: settings'],
        summary:
          'Staff (admin): platform settings in effect — amounts in poisha, commission in basis points, the platform bKash/Nagad numbers (E.164; empty = the configured ones), registration and maintenance switches and message — and who changed them last',
        security,
        response: { 200: successEnvelope(ZPlatformSettingsSchema) },
      },
      preHandler: app.requireStaff('settings'),
    },
    async () => ({ success: true as const, data: await getPlatformSettings(deps) }),
  );

  app.patch(
    '/api/admin/settings',
    {
      schema: {
        tags: ['admin: settings'],
        summary:
          'Staff (admin): change platform settings (only the ones sent; values equal to those in effect are not written). Each change is in the audit log (`settings.update`, before/after) and reaches every instance within 5 seconds',
        security,
        body: ZUpdatePlatformSettingsSchema,
        response: { 200: successEnvelope(ZPlatformSettingsSchema) },
      },
      preHandler: app.requireStaff('settings'),
    },
    async (request) => ({
      success: true as const,
      message: translate(request.lang(), 'api.settings_saved'),
      data: await updatePlatformSettings(deps, staffContextOf(request), request.body),
    }),
  );
}
