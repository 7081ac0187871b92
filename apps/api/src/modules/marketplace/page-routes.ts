import { jsonLdScript, translate, ZSlugParamsSchema } from '@haat/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { pageLanguage } from '../../plugins/language.ts';
import { depsForRequest } from '../../plugins/site-url.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { getMarketplaceProduct } from './get-marketplace-product.ts';
import { productJsonLd } from './product-json-ld.ts';
import { productMeta } from './render-product-meta.ts';

/** The product page `/p/:slug` as HTML: rendered on the server, with link previews and Product data. */
export async function marketplacePageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TDirectoryDeps = { ...app.deps, storage: app.storage, cache: app.directoryCache };

  app.get(
    '/p/:slug',
    {
      schema: {
        tags: ['marketplace'],
        summary:
          "A product's public page, rendered on the server: title, link-preview tags and schema.org Product",
        params: ZSlugParamsSchema,
      },
    },
    async (request, reply) => {
      const lang = pageLanguage(request);
      try {
        const page = await getMarketplaceProduct(depsForRequest(deps, request), request.params.slug);
        const origin = request.siteUrl();
        return app.sendIndex(request, reply, {
          ...productMeta(page, { appUrl: origin, lang }),
          jsonLd: jsonLdScript(productJsonLd(page, { origin })),
        });
      } catch (error) {
        if (!(error instanceof AppError) || error.status !== 404) throw error;
        reply.status(404);
        const title = translate(lang, 'marketplace.not_found_title');
        return app.sendIndex(request, reply, {
          title,
          description: title,
          url: `${request.siteUrl()}/p/${encodeURIComponent(request.params.slug)}`,
        });
      }
    },
  );
}
