import multipart from '@fastify/multipart';
import {
  KYC_MAX_IMAGE_BYTES,
  successEnvelope,
  ZAdminKycDetailSchema,
  ZAdminKycItemSchema,
  ZAdminKycQuerySchema,
  ZApproveKycSchema,
  ZKycFileLinkSchema,
  ZKycStatusSchema,
  ZKycSubmitSchema,
  ZKycUploadQuerySchema,
  ZKycUploadSchema,
  ZPageMetaSchema,
  ZRejectKycSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/read-upload.ts';
import { requestPlace } from '../../lib/request-place.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { staffContextOf } from '../audit/record-staff-action.ts';
import { approveKyc, rejectKyc } from './decide-kyc.ts';
import { getKycStatus } from './get-kyc-status.ts';
import type { TKycDeps } from './kyc-deps.ts';
import { ZKycLinkQuerySchema } from './kyc-file-links.ts';
import { linkKycFile, readKycFile, readLinkedKycFile } from './read-kyc-file.ts';
import { getKycReview, listKycQueue } from './review-kyc.ts';
import { submitKyc } from './submit-kyc.ts';
import { uploadKycImage } from './upload-kyc-image.ts';

const ZIdParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

/** An identity image as it is answered: never cached, never sniffed, framed or scripted. */
function sendIdentityImage(reply: FastifyReply, file: { data: Buffer; part: string }) {
  return reply
    .type('image/jpeg')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="identity-${file.part}.jpg"`)
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}

/** Identity verification (decision 062): the person's own (`/api/kyc`) and staff's queue (`/api/admin/kyc`). */
export async function kycRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TKycDeps = { ...app.deps, privateStorage: app.privateStorage };
  const security = [{ bearer: [] }];
  const tags = ['identity verification'];
  const adminTags = ['admin: identity verification'];
  await app.register(multipart, {
    limits: { fileSize: KYC_MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.get(
    '/api/kyc',
    {
      schema: {
        tags,
        summary: 'Where the signed-in person stands: not started, pending, approved or rejected (and why)',
        security,
        response: { 200: successEnvelope(ZKycStatusSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getKycStatus(deps, currentAuth(request).user),
    }),
  );

  app.post(
    '/api/kyc/uploads',
    {
      schema: {
        tags,
        summary:
          'Upload one image (?part=front|back|selfie; multipart field "file", JPEG/PNG/WebP up to 8 MB): checked for size and blur, stripped of metadata, kept privately until sent',
        security,
        consumes: ['multipart/form-data'],
        querystring: ZKycUploadQuerySchema,
        response: { 201: successEnvelope(ZKycUploadSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'kyc-upload', max: 40, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const data = await readUpload(request, {
        field: 'file',
        maxBytes: KYC_MAX_IMAGE_BYTES,
        required: 'validation.image_required',
      });
      const upload = await uploadKycImage(deps, currentAuth(request).user.id, request.query.part, data);
      return reply.status(201).send({ success: true as const, data: upload });
    },
  );

  app.post(
    '/api/kyc/submission',
    {
      schema: {
        tags,
        summary:
          'Send the document for review; after a rejection, send only the rejected parts (others are refused)',
        security,
        body: ZKycSubmitSchema,
        response: { 201: successEnvelope(ZKycStatusSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'kyc-submit', max: 20, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      await submitKyc(deps, user, request.body, requestPlace(request));
      return reply.status(201).send({ success: true as const, data: await getKycStatus(deps, user) });
    },
  );

  app.get(
    '/api/kyc/files/:id',
    {
      schema: {
        tags,
        summary:
          'An identity image, for its owner and staff only (others: 404); every read is recorded. Never cached.',
        security,
        params: ZIdParamsSchema,
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'kyc-file', max: 600, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const file = await readKycFile(deps, user, request.params.id, requestPlace(request));
      return sendIdentityImage(reply, file);
    },
  );

  app.get(
    '/api/kyc/files/:id/link',
    {
      schema: {
        tags,
        summary:
          'A signed address of an identity image, for its owner and staff only (others: 404): it works for 5 minutes without a token (an <img> can load it) and each read through it is recorded',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZKycFileLinkSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'kyc-file-link', max: 600, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const link = await linkKycFile(deps, currentAuth(request).user, request.params.id);
      reply.header('cache-control', 'private, no-store');
      return { success: true as const, data: link };
    },
  );

  app.get(
    '/api/kyc/files/:id/view',
    {
      schema: {
        tags,
        summary:
          'An identity image through its signed address (?reader, ?expires, ?signature from …/link): no token needed; expired or changed addresses get 403; recorded as any read. Never cached.',
        params: ZIdParamsSchema,
        querystring: ZKycLinkQuerySchema,
      },
      preHandler: app.rateLimit({ name: 'kyc-file-view', max: 600, windowSeconds: 3600 }),
    },
    async (request, reply) => {
      const file = await readLinkedKycFile(deps, request.params.id, request.query, requestPlace(request));
      return sendIdentityImage(reply.header('referrer-policy', 'no-referrer'), file);
    },
  );

  app.get(
    '/api/admin/kyc',
    {
      schema: {
        tags: adminTags,
        summary:
          'The review queue: ?status, ?document_type, ?from/?to (submitted, YYYY-MM-DD), ?q (person or document number); pending oldest first',
        security,
        querystring: ZAdminKycQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZAdminKycItemSchema),
            meta: ZPageMetaSchema,
          }),
        },
      },
      preHandler: app.requireStaff('kyc'),
    },
    async (request) => listKycQueue(deps, request.query),
  );

  app.get(
    '/api/admin/kyc/:id',
    {
      schema: {
        tags: adminTags,
        summary: 'One submission with the person, earlier images, history and the person’s businesses',
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZAdminKycDetailSchema) },
      },
      preHandler: app.requireStaff('kyc'),
    },
    async (request) => ({ success: true as const, data: await getKycReview(deps, request.params.id) }),
  );

  app.post(
    '/api/admin/kyc/:id/approve',
    {
      schema: {
        tags: adminTags,
        summary: 'Approve a waiting submission: the person is verified and the submission locked',
        security,
        params: ZIdParamsSchema,
        body: ZApproveKycSchema,
        response: { 200: successEnvelope(ZAdminKycDetailSchema) },
      },
      preHandler: app.requireStaff('kyc'),
    },
    async (request) => {
      const data = await approveKyc(deps, staffContextOf(request), request.params.id, request.body.note);
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/admin/kyc/:id/reject',
    {
      schema: {
        tags: adminTags,
        summary: 'Reject parts of a waiting submission, each with a typed reason; only those are sent again',
        security,
        params: ZIdParamsSchema,
        body: ZRejectKycSchema,
        response: { 200: successEnvelope(ZAdminKycDetailSchema) },
      },
      preHandler: app.requireStaff('kyc'),
    },
    async (request) => {
      const data = await rejectKyc(deps, staffContextOf(request), request.params.id, request.body);
      return { success: true as const, data };
    },
  );
}
