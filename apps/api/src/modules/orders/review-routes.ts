import {
  successEnvelope,
  ZOrderItemParamsSchema,
  ZPageQuerySchema,
  ZProductReviewInputSchema,
  ZProductReviewListSchema,
  ZProductReviewSchema,
  ZSlugParamsSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { recordProductView } from '../products/product-activity.ts';
import { findActiveProductBySlug } from '../products/stock.ts';
import { listProductReviews, saveProductReview } from './product-reviews.ts';

const tags = ['marketplace'];

/** Buyers' reviews of what they bought, and the product page's view beacon (decision 056). */
export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;
  const byUser = (request: FastifyRequest) => request.auth?.user.id;

  app.put(
    '/api/orders/:id/items/:itemId/review',
    {
      schema: {
        tags,
        summary: "The buyer's review of an item of their completed order (once per item; again to edit it)",
        security: [{ bearer: [] }],
        params: ZOrderItemParamsSchema,
        body: ZProductReviewInputSchema,
        response: { 200: successEnvelope(ZProductReviewSchema) },
      },
      config: { fieldLabels: { rating: 'fields.rating', body: 'orders.field_review' } },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'product-review', max: 30, windowSeconds: 3600, key: byUser }),
      ],
    },
    async (request) => ({
      success: true as const,
      data: await saveProductReview(
        deps,
        currentAuth(request).user.id,
        { orderId: request.params.id, itemId: request.params.itemId },
        request.body,
      ),
    }),
  );

  app.get(
    '/api/marketplace/products/:slug/reviews',
    {
      schema: {
        tags,
        summary: "A product's reviews by buyers whose order completed, newest first, with its average",
        params: ZSlugParamsSchema,
        querystring: ZPageQuerySchema,
        response: { 200: ZProductReviewListSchema },
      },
    },
    async (request) => listProductReviews(deps, request.params.slug, request.query),
  );

  app.post(
    '/api/marketplace/products/:slug/views',
    {
      schema: {
        tags,
        summary: "Counts a view of a product's page (sent once by the page; a few a minute per address)",
        params: ZSlugParamsSchema,
        response: { 200: successEnvelope(z.object({ counted: z.boolean() })) },
      },
      preHandler: app.rateLimit({
        name: 'product-view',
        max: 30,
        windowSeconds: 60,
        key: (request) => request.ip,
      }),
    },
    async (request) => {
      const product = await findActiveProductBySlug(deps.db, request.params.slug);
      if (!product) throw new AppError('NOT_FOUND', 'api.not_found');
      return { success: true as const, data: { counted: await recordProductView(deps.db, product.id) } };
    },
  );
}
