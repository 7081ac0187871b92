import {
  successEnvelope,
  ZMarketplaceHomeSchema,
  ZMarketplaceProductPageSchema,
  ZMarketplaceQuerySchema,
  ZMarketplaceSearchSchema,
  ZSlugParamsSchema,
} from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { depsForRequest } from '../../plugins/site-url.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { getMarketplaceHome } from './get-marketplace-home.ts';
import { getMarketplaceProduct } from './get-marketplace-product.ts';
import { searchMarketplace } from './search-marketplace.ts';

const tags = ['marketplace'];

/** The public marketplace (read side): home, search and a product's page, under `/api/marketplace`. */
export async function marketplaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TDirectoryDeps = { ...app.deps, storage: app.storage, cache: app.directoryCache };

  app.get(
    '/api/marketplace/home',
    {
      schema: {
        tags,
        summary:
          'The marketplace home: listed products per category (all eight), up to 12 featured and 12 newest products',
        response: { 200: successEnvelope(ZMarketplaceHomeSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMarketplaceHome(depsForRequest(deps, request)),
    }),
  );

  app.get(
    '/api/marketplace/search',
    {
      schema: {
        tags,
        summary:
          'Search listed products: ?q (words in title and description, any language, small typos forgiven), ?category, ?min_price, ?max_price (poisha), ?district (bd-… code), ?city, ?condition, ?in_stock, ?verified, ?sort=relevance|price_asc|price_desc|newest|rating, ?page, ?per_page (≤ 48); with facets per category, condition and district',
        querystring: ZMarketplaceQuerySchema,
        response: { 200: ZMarketplaceSearchSchema },
      },
    },
    async (request) => searchMarketplace(depsForRequest(deps, request), request.query),
  );

  app.get(
    '/api/marketplace/products/:slug',
    {
      schema: {
        tags,
        summary:
          "A listed product's public page: the product, its seller's card with delivery charges, and up to 8 related products",
        params: ZSlugParamsSchema,
        response: { 200: successEnvelope(ZMarketplaceProductPageSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getMarketplaceProduct(depsForRequest(deps, request), request.params.slug),
    }),
  );
}
