import multipart from '@fastify/multipart';
import {
  BUSINESS_IMAGE_MAX_BYTES,
  successEnvelope,
  translate,
  ZBusinessCategorySchema,
  ZBusinessListSchema,
  ZBusinessSchema,
  ZCategoryParamsSchema,
  ZCreateBusinessSchema,
  ZCreateCategorySchema,
  ZIdParamsSchema,
  ZMyBusinessesQuerySchema,
  ZPersonalShopInputSchema,
  ZRenameCategorySchema,
  ZReorderSchema,
  ZReplyInputSchema,
  ZReviewParamsSchema,
  ZReviewSchema,
  ZUpdateBusinessSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/read-upload.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import type { TBusinessImageKind } from './business-images.ts';
import { createBusiness } from './create-business.ts';
import { createCategory } from './create-category.ts';
import { deleteBusiness } from './delete-business.ts';
import { deleteCategory } from './delete-category.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { getBusiness } from './get-business.ts';
import { listBusinesses } from './list-businesses.ts';
import { listCategories } from './list-categories.ts';
import { getPersonalShop, savePersonalShop } from './personal-shop.ts';
import { removeBusinessImage } from './remove-business-image.ts';
import { renameCategory } from './rename-category.ts';
import { reorderCategories } from './reorder-categories.ts';
import { replyToReview } from './reply-to-review.ts';
import { updateBusiness } from './update-business.ts';
import { uploadBusinessImage } from './upload-business-image.ts';

const tags = ['businesses'];
const security = [{ bearer: [] }];
const ZMessageOnly = z.object({ success: z.literal(true), message: z.string() });
const ZImageParamsSchema = ZIdParamsSchema.extend({
  kind: z.enum(['logo', 'cover'], { error: 'validation.invalid' }),
});

/** The owner's business API: `/api/my/businesses…` (bearer token required). */
export async function businessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TDirectoryDeps = { ...app.deps, storage: app.storage, cache: app.directoryCache };
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);
  const userId = (request: FastifyRequest) => currentAuth(request).user.id;
  await app.register(multipart, {
    limits: { fileSize: BUSINESS_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12 },
  });

  app.get(
    '/api/my/businesses',
    {
      schema: {
        tags,
        summary:
          "The signed-in user's businesses, newest first; ?with_personal=true adds the row of the person's own items (kind personal)",
        security,
        querystring: ZMyBusinessesQuerySchema,
        response: { 200: ZBusinessListSchema },
      },
      preHandler: app.requireAuth,
    },
    async (request) => listBusinesses(depsForRequest(deps, request), userId(request), request.query),
  );

  app.get(
    '/api/my/personal-shop',
    {
      schema: {
        tags,
        summary:
          "The seller row of the signed-in person's own items (decision 058), or null before they first list one",
        security,
        response: { 200: successEnvelope(ZBusinessSchema.nullable()) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getPersonalShop(depsForRequest(deps, request), userId(request)),
    }),
  );

  app.put(
    '/api/my/personal-shop',
    {
      schema: {
        tags,
        summary:
          "Create or change the seller row of the signed-in person's own items: place and delivery charges (the name is the person's)",
        security,
        body: ZPersonalShopInputSchema,
        response: { 200: successEnvelope(ZBusinessSchema), 201: successEnvelope(ZBusinessSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      const { user } = currentAuth(request);
      const saved = await savePersonalShop(depsForRequest(deps, request), user, request.body);
      reply.code(saved.created ? 201 : 200);
      return {
        success: true as const,
        message: t(request, 'api.personal_shop_saved'),
        data: saved.shop,
      };
    },
  );

  app.post(
    '/api/my/businesses',
    {
      schema: {
        tags,
        summary: 'Create a business (name and type required)',
        security,
        body: ZCreateBusinessSchema,
        response: { 201: successEnvelope(ZBusinessSchema) },
      },
      config: { fieldLabels: { name: 'fields.business_name' } },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'business-create', max: 30, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request, reply) => {
      const data = await createBusiness(depsForRequest(deps, request), userId(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, 'api.business_created'), data });
    },
  );

  app.get(
    '/api/my/businesses/:id',
    {
      schema: {
        tags,
        summary: "One of the signed-in user's businesses",
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(ZBusinessSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await getBusiness(depsForRequest(deps, request), userId(request), request.params.id),
    }),
  );

  app.patch(
    '/api/my/businesses/:id',
    {
      schema: {
        tags,
        summary: 'Change a business: only the fields sent change; null or "" clears an optional field',
        security,
        params: ZIdParamsSchema,
        body: ZUpdateBusinessSchema,
        response: { 200: successEnvelope(ZBusinessSchema) },
      },
      config: { fieldLabels: { name: 'fields.business_name' } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await updateBusiness(
        depsForRequest(deps, request),
        userId(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, message: t(request, 'api.business_updated'), data };
    },
  );

  app.delete(
    '/api/my/businesses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a business with its products, categories and reviews',
        security,
        params: ZIdParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await deleteBusiness(deps, userId(request), request.params.id);
      return { success: true as const, message: t(request, 'api.business_deleted') };
    },
  );

  app.post(
    '/api/my/businesses/:id/:kind',
    {
      schema: {
        tags,
        summary: 'Upload the logo or the cover image (multipart, one JPG/PNG/WebP file up to 5 MB)',
        security,
        consumes: ['multipart/form-data'],
        params: ZImageParamsSchema,
        response: { 200: successEnvelope(ZBusinessSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'business-image', max: 60, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request) => {
      const kind: TBusinessImageKind = request.params.kind;
      const image = await readUpload(request, {
        field: kind,
        maxBytes: BUSINESS_IMAGE_MAX_BYTES,
        required: 'validation.image_required',
      });
      const data = await uploadBusinessImage(
        depsForRequest(deps, request),
        userId(request),
        request.params.id,
        kind,
        image,
      );
      return { success: true as const, message: t(request, 'api.business_image_updated'), data };
    },
  );

  app.delete(
    '/api/my/businesses/:id/:kind',
    {
      schema: {
        tags,
        summary: 'Remove the logo or the cover image',
        security,
        params: ZImageParamsSchema,
        response: { 200: successEnvelope(ZBusinessSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await removeBusinessImage(
        depsForRequest(deps, request),
        userId(request),
        request.params.id,
        request.params.kind,
      );
      return { success: true as const, message: t(request, 'api.business_image_removed'), data };
    },
  );

  /* Categories */

  app.get(
    '/api/my/businesses/:id/categories',
    {
      schema: {
        tags,
        summary: "The business's own product categories, in order, with product counts",
        security,
        params: ZIdParamsSchema,
        response: { 200: successEnvelope(z.array(ZBusinessCategorySchema)) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => ({
      success: true as const,
      data: await listCategories(deps, userId(request), request.params.id),
    }),
  );

  app.post(
    '/api/my/businesses/:id/categories',
    {
      schema: {
        tags,
        summary: 'Add a category at the end (names are unique per business)',
        security,
        params: ZIdParamsSchema,
        body: ZCreateCategorySchema,
        response: { 201: successEnvelope(ZBusinessCategorySchema) },
      },
      config: { fieldLabels: { name: 'fields.category_name' } },
      preHandler: app.requireAuth,
    },
    async (request, reply) => {
      const data = await createCategory(deps, userId(request), request.params.id, request.body.name);
      return reply
        .status(201)
        .send({ success: true as const, message: t(request, 'api.category_created'), data });
    },
  );

  app.put(
    '/api/my/businesses/:id/categories/order',
    {
      schema: {
        tags,
        summary: 'Reorder the categories: `ids` lists every category once, first to last',
        security,
        params: ZIdParamsSchema,
        body: ZReorderSchema,
        response: { 200: successEnvelope(z.array(ZBusinessCategorySchema)) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const data = await reorderCategories(deps, userId(request), request.params.id, request.body.ids);
      return { success: true as const, message: t(request, 'api.categories_reordered'), data };
    },
  );

  app.patch(
    '/api/my/businesses/:id/categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Rename a category',
        security,
        params: ZCategoryParamsSchema,
        body: ZRenameCategorySchema,
        response: { 200: successEnvelope(ZBusinessCategorySchema) },
      },
      config: { fieldLabels: { name: 'fields.category_name' } },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { id, categoryId } = request.params;
      const data = await renameCategory(deps, userId(request), id, categoryId, request.body.name);
      return { success: true as const, message: t(request, 'api.category_renamed'), data };
    },
  );

  app.delete(
    '/api/my/businesses/:id/categories/:categoryId',
    {
      schema: {
        tags,
        summary: 'Delete a category; its products stay, without a category',
        security,
        params: ZCategoryParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await deleteCategory(deps, userId(request), request.params.id, request.params.categoryId);
      return { success: true as const, message: t(request, 'api.category_deleted') };
    },
  );

  /* Replies to reviews */

  app.put(
    '/api/my/businesses/:id/reviews/:reviewId/reply',
    {
      schema: {
        tags,
        summary: "The owner's public reply to a review (replaces any earlier reply)",
        security,
        params: ZReviewParamsSchema,
        body: ZReplyInputSchema,
        response: { 200: successEnvelope(ZReviewSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { id, reviewId } = request.params;
      const data = await replyToReview(deps, userId(request), id, reviewId, request.body.reply);
      return { success: true as const, message: t(request, 'api.reply_saved'), data };
    },
  );

  app.delete(
    '/api/my/businesses/:id/reviews/:reviewId/reply',
    {
      schema: {
        tags,
        summary: "Remove the owner's reply to a review",
        security,
        params: ZReviewParamsSchema,
        response: { 200: successEnvelope(ZReviewSchema) },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      const { id, reviewId } = request.params;
      const data = await replyToReview(deps, userId(request), id, reviewId, null);
      return { success: true as const, message: t(request, 'api.reply_deleted'), data };
    },
  );
}
