import {
  jsonLdScript,
  successEnvelope,
  translate,
  ZBusinessPageSchema,
  ZDirectoryCitySchema,
  ZDirectoryListSchema,
  ZDirectoryQuerySchema,
  ZPageQuerySchema,
  ZProductSchema,
  ZPublicProductsQuerySchema,
  ZReviewInputSchema,
  ZReviewListSchema,
  ZReviewSchema,
  ZSlugParamsSchema,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentAuth } from '../../plugins/auth.ts';
import { pageLanguage } from '../../plugins/language.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import { listPublicProducts } from '../products/list-public-products.ts';
import { businessJsonLd } from './business-json-ld.ts';
import { deleteReview } from './delete-review.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requirePublicBusiness } from './find-public-business.ts';
import { getBusinessPage, publicBusinessRow } from './get-business-page.ts';
import { listCitiesCached } from './list-cities.ts';
import { listReviews } from './list-reviews.ts';
import { presentBusiness } from './present-business.ts';
import { businessMeta } from './render-business-meta.ts';
import { saveReview } from './save-review.ts';
import { searchDirectory } from './search-directory.ts';

const tags = ['directory'];
const security = [{ bearer: [] }];
const ZMessageOnly = z.object({ success: z.literal(true), message: z.string() });

/** The public directory (`/api/businesses…`), reviews, and the shareable page `/b/:slug`. */
export async function directoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TDirectoryDeps = { ...app.deps, storage: app.storage, cache: app.directoryCache };
  const t = (request: FastifyRequest, key: string) => translate(request.lang(), key);

  app.get(
    '/api/businesses',
    {
      schema: {
        tags,
        summary:
          'Search the directory: ?q= (words in name and description, any language, small typos forgiven), ?type, ?city, ?verified, ?sort=relevance|rating|newest, ?page, ?per_page',
        querystring: ZDirectoryQuerySchema,
        response: { 200: ZDirectoryListSchema },
      },
    },
    async (request) => searchDirectory(depsForRequest(deps, request), request.query),
  );

  app.get(
    '/api/directory/cities',
    {
      schema: {
        tags,
        summary:
          "The directory's places with their number of businesses, busiest first (for the city filter of /api/businesses): each district of Bangladesh once (`city` is its code, e.g. bd-dhaka), other cities as written",
        response: {
          200: successEnvelope(z.array(ZDirectoryCitySchema)),
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return { success: true as const, data: await listCitiesCached(deps) };
    },
  );

  app.get(
    '/api/businesses/:slug',
    {
      schema: {
        tags,
        summary:
          'A business page: profile with open-now and contact links, categories, first products and reviews',
        params: ZSlugParamsSchema,
        response: { 200: successEnvelope(ZBusinessPageSchema) },
      },
    },
    async (request) => {
      const { page } = await getBusinessPage(
        depsForRequest(deps, request),
        request.params.slug,
        request.auth?.user.id,
      );
      return { success: true as const, data: page };
    },
  );

  app.get(
    '/api/businesses/:slug/products',
    {
      schema: {
        tags,
        summary: "A business's active products, newest first (?category_id, ?page, ?per_page)",
        params: ZSlugParamsSchema,
        querystring: ZPublicProductsQuerySchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.array(ZProductSchema),
            meta: z.object({ page: z.number(), perPage: z.number(), total: z.number() }),
          }),
        },
      },
    },
    async (request) => {
      const business = await requirePublicBusiness(deps, request.params.slug);
      const result = await listPublicProducts(deps, business.id, request.query);
      return { success: true as const, ...result };
    },
  );

  app.get(
    '/api/businesses/:slug/reviews',
    {
      schema: {
        tags,
        summary: "A business's reviews, newest first, with the average rating and count",
        params: ZSlugParamsSchema,
        querystring: ZPageQuerySchema,
        response: { 200: ZReviewListSchema },
      },
    },
    async (request) => listReviews(deps, request.params.slug, request.query, request.auth?.user.id),
  );

  app.put(
    '/api/businesses/:slug/review',
    {
      schema: {
        tags,
        summary:
          "Rate a business 1–5 with text: one review per user (sending again edits it); not one's own business",
        security,
        params: ZSlugParamsSchema,
        body: ZReviewInputSchema,
        response: { 200: successEnvelope(ZReviewSchema) },
      },
      preHandler: [
        app.requireAuth,
        app.rateLimit({ name: 'review', max: 30, windowSeconds: 3600, key: (r) => r.auth?.user.id }),
      ],
    },
    async (request) => {
      const { user } = currentAuth(request);
      const data = await saveReview(
        deps,
        { id: user.id, name: user.name },
        request.params.slug,
        request.body,
      );
      return { success: true as const, message: t(request, 'api.review_saved'), data };
    },
  );

  app.delete(
    '/api/businesses/:slug/review',
    {
      schema: {
        tags,
        summary: "Delete the signed-in user's review of the business",
        security,
        params: ZSlugParamsSchema,
        response: { 200: ZMessageOnly },
      },
      preHandler: app.requireAuth,
    },
    async (request) => {
      await deleteReview(deps, currentAuth(request).user.id, request.params.slug);
      return { success: true as const, message: t(request, 'api.review_deleted') };
    },
  );

  app.get(
    '/b/:slug',
    {
      schema: {
        tags,
        summary:
          "The business's public page, rendered on the server: its title, link-preview tags and schema.org LocalBusiness data",
        params: ZSlugParamsSchema,
      },
    },
    async (request, reply) => {
      try {
        const row = await publicBusinessRow(depsForRequest(deps, request), request.params.slug);
        const appUrl = request.siteUrl();
        const business = presentBusiness(row, { appUrl, storage: deps.storage });
        return app.sendIndex(request, reply, {
          ...businessMeta(row, { appUrl, storage: deps.storage, lang: pageLanguage(request) }),
          jsonLd: jsonLdScript(businessJsonLd(business, { origin: appUrl })),
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 404) throw error;
        reply.status(404);
        return app.sendIndex(request, reply, {
          title: t(request, 'directory.not_found_title'),
          description: t(request, 'directory.not_found_title'),
          url: `${request.siteUrl()}/b/${encodeURIComponent(request.params.slug)}`,
        });
      }
    },
  );
}
