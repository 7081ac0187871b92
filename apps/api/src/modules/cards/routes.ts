import multipart from '@fastify/multipart';
import {
  CARD_PHOTO_MAX_BYTES,
  successEnvelope,
  translate,
  ZAnalyticsQuerySchema,
  ZCardAnalyticsSchema,
  ZCardIdParamsSchema,
  ZCardLeadListSchema,
  ZCardLeadSchema,
  ZCardListSchema,
  ZCardSchema,
  ZCreateCardSchema,
  ZLeadParamsSchema,
  ZListCardsQuerySchema,
  ZListLeadsQuerySchema,
  ZMarkLeadSchema,
  ZShareCardSchema,
  ZUpdateCardSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/read-upload.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import { downloadName } from './build-vcard.ts';
import type { TCardDeps } from './card-deps.ts';
import { createCard } from './create-card.ts';
import { deleteCard } from './delete-card.ts';
import { exportCardLeads } from './export-card-leads.ts';
import { getCard } from './get-card.ts';
import { getCardAnalytics } from './get-card-analytics.ts';
import { listCardLeads } from './list-card-leads.ts';
import { listCards } from './list-cards.ts';
import { markCardLead } from './mark-card-lead.ts';
import { removeCardPhoto } from './remove-card-photo.ts';
import { shareCard } from './share-card.ts';
import { updateCard } from './update-card.ts';
import { uploadCardPhoto } from './upload-card-photo.ts';

const tags = ['cards'];
const security = [{ bearer: [] }];
const ZMessageOnly = z.object({ success: z.literal(true), message: z.string() });

/** The owner's card API: `/api/cards…` (bearer token required). */
export async function cardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TCardDeps = { ...app.deps, storage: app.storage };
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);
  await app.register(multipart, {
    limits: { fileSize: CARD_PHOTO_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.get(
    '/api/cards',
    {
      schema: {
        tags,
        summary:
          "The signed-in user's cards (newest first), with counts of views, scans, shares and contacts",
        security,
        querystring: ZListCardsQuerySchema,
        response: { 200: ZCardListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listCards(depsForRequest(deps, request), currentAuth(request).user.id, request.query),
  );

  app.post(
    '/api/cards',
    {
      schema: {
        tags,
        summary: 'Create a card (only full_name is required)',
        security,
        body: ZCreateCardSchema,
        response: { 201: successEnvelope(ZCardSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'card-create', max: 30, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const data = await createCard(
        depsForRequest(deps, request),
        currentAuth(request).user.id,
        request.body,
      );
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, 'api.card_created'), data });
    },
  );

  app.get(
    '/api/cards/:id',
    {
      schema: {
        tags,
        summary: "One of the signed-in user's cards",
        security,
        params: ZCardIdParamsSchema,
        response: { 200: successEnvelope(ZCardSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getCard(depsForRequest(deps, request), currentAuth(request).user.id, request.params.id),
    }),
  );

  app.patch(
    '/api/cards/:id',
    {
      schema: {
        tags,
        summary: 'Change a card: only the fields sent change; null or "" clears an optional field',
        security,
        params: ZCardIdParamsSchema,
        body: ZUpdateCardSchema,
        response: { 200: successEnvelope(ZCardSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await updateCard(
        depsForRequest(deps, request),
        currentAuth(request).user.id,
        request.params.id,
        request.body,
      );
      return { success: true as const, message: t(request, 'api.card_updated'), data };
    },
  );

  app.delete(
    '/api/cards/:id',
    {
      schema: {
        tags,
        summary: 'Delete a card with its analytics and messages',
        security,
        params: ZCardIdParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await deleteCard(deps, currentAuth(request).user.id, request.params.id);
      return { success: true as const, message: t(request, 'api.card_deleted') };
    },
  );

  app.post(
    '/api/cards/:id/photo',
    {
      schema: {
        tags,
        summary: 'Upload the profile photo (multipart, one JPG/PNG/WebP file up to 5 MB, field "photo")',
        security,
        consumes: ['multipart/form-data'],
        params: ZCardIdParamsSchema,
        response: { 200: successEnvelope(ZCardSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'card-photo', max: 30, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const photo = await readUpload(request, {
        field: 'photo',
        maxBytes: CARD_PHOTO_MAX_BYTES,
        required: 'validation.image_required',
      });
      const data = await uploadCardPhoto(depsForRequest(deps, request), user.id, request.params.id, photo);
      return { success: true as const, message: t(request, 'api.card_photo_updated'), data };
    },
  );

  app.delete(
    '/api/cards/:id/photo',
    {
      schema: {
        tags,
        summary: 'Remove the profile photo',
        security,
        params: ZCardIdParamsSchema,
        response: { 200: successEnvelope(ZCardSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await removeCardPhoto(
        depsForRequest(deps, request),
        currentAuth(request).user.id,
        request.params.id,
      );
      return { success: true as const, message: t(request, 'api.card_photo_removed'), data };
    },
  );

  app.get(
    '/api/cards/analytics',
    {
      schema: {
        tags,
        summary: "Analytics of all the user's cards (?days=7|30|90, ?tz=Asia/Dhaka)",
        security,
        querystring: ZAnalyticsQuerySchema,
        response: { 200: successEnvelope(ZCardAnalyticsSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getCardAnalytics(deps, currentAuth(request).user.id, null, request.query),
    }),
  );

  app.get(
    '/api/cards/:id/analytics',
    {
      schema: {
        tags,
        summary:
          'Analytics of one card: totals, daily trends, share channels, countries, devices, recent activity',
        security,
        params: ZCardIdParamsSchema,
        querystring: ZAnalyticsQuerySchema,
        response: { 200: successEnvelope(ZCardAnalyticsSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getCardAnalytics(deps, currentAuth(request).user.id, request.params.id, request.query),
    }),
  );

  app.post(
    '/api/cards/:id/share',
    {
      schema: {
        tags,
        summary:
          'Count a share made from the share screen (whatsapp, email, sms, copy, facebook, linkedin, twitter)',
        security,
        params: ZCardIdParamsSchema,
        body: ZShareCardSchema,
        response: { 200: successEnvelope(z.object({ recorded: z.boolean() })) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'card-share', max: 120, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const recorded = await shareCard(deps, request, user.id, request.params.id, request.body.channel);
      return { success: true as const, message: t(request, 'api.share_recorded'), data: { recorded } };
    },
  );

  app.get(
    '/api/cards/:id/leads',
    {
      schema: {
        tags,
        summary: "Messages sent through the card's contact form, newest first (?unread=true)",
        security,
        params: ZCardIdParamsSchema,
        querystring: ZListLeadsQuerySchema,
        response: { 200: ZCardLeadListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listCardLeads(deps, currentAuth(request).user.id, request.params.id, request.query),
  );

  app.patch(
    '/api/cards/:id/leads/:leadId',
    {
      schema: {
        tags,
        summary: 'Mark a message read or unread',
        security,
        params: ZLeadParamsSchema,
        body: ZMarkLeadSchema,
        response: { 200: successEnvelope(ZCardLeadSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { id, leadId } = request.params;
      const data = await markCardLead(deps, currentAuth(request).user.id, id, leadId, request.body.read);
      return { success: true as const, message: t(request, 'api.lead_updated'), data };
    },
  );

  app.get(
    '/api/cards/:id/leads/export.csv',
    {
      schema: {
        tags,
        summary: "All of the card's messages as CSV (UTF-8)",
        security,
        params: ZCardIdParamsSchema,
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      const { card, csv } = await exportCardLeads(deps, currentAuth(request).user.id, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${downloadName(card.slug, 'leads.csv')}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
