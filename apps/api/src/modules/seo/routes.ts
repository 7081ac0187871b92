import { ZSitemapPageParamsSchema } from '@haat/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSitemapFile, listPublicScreens } from './get-sitemap-file.ts';
import { getSitemapIndex } from './get-sitemap-index.ts';
import { renderRobots } from './render-robots.ts';
import { createSeoCache } from './seo-cache.ts';
import type { TSeoDeps } from './seo-deps.ts';
import { SITEMAP_SOURCES, SITEMAP_URLS_PER_FILE, type TSitemapSourceName } from './sitemap-sources.ts';
import { renderSitemapIndex, urlSetStream } from './sitemap-xml.ts';

const tags = ['seo'];
const CACHE = 'public, max-age=3600';

function xml(reply: FastifyReply): FastifyReply {
  return reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', CACHE)
    .header('x-robots-tag', 'noindex');
}

/** `/robots.txt`, the sitemap index `/sitemap.xml` and its files under `/sitemaps/` (decision 024). */
export async function seoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: TSeoDeps = { db: app.deps.db, cache: createSeoCache(), perFile: SITEMAP_URLS_PER_FILE };
  // A business changed (e.g. suspended) on any instance: its sitemap rows are read again (decision 072).
  app.deps.signals.subscribe('directory', () => deps.cache.clear());
  // A file of thousands of pages is a database query and megabytes of text: generous, but bounded.
  const sitemapLimit = app.rateLimit({ name: 'sitemap-ip', max: 60, windowSeconds: 60 });

  app.get(
    '/robots.txt',
    { schema: { tags, summary: 'Rules for crawlers: public pages allowed, private areas not; the sitemap' } },
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(renderRobots(request.siteUrl())),
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary: 'The sitemap index: public screens, then numbered files of businesses and cards',
      },
      preHandler: sitemapLimit,
    },
    async (request, reply) =>
      xml(reply).send(renderSitemapIndex(request.siteUrl(), await getSitemapIndex(deps))),
  );

  app.get(
    '/sitemaps/pages.xml',
    {
      schema: { tags, summary: "The web app's public screens, each with its nine language versions" },
      preHandler: sitemapLimit,
    },
    async (request, reply) => xml(reply).send(urlSetStream(request.siteUrl(), listPublicScreens())),
  );

  for (const name of Object.keys(SITEMAP_SOURCES) as TSitemapSourceName[]) {
    app.get(
      `/sitemaps/${name}-:page(^[1-9]\\d{0,5}).xml`,
      {
        schema: {
          tags,
          summary: `Public ${name} pages, ${SITEMAP_URLS_PER_FILE} a file, with last change and language versions`,
          params: ZSitemapPageParamsSchema,
        },
        preHandler: sitemapLimit,
      },
      async (request, reply) => {
        const entries = await getSitemapFile(deps, name, request.params.page);
        return xml(reply).send(urlSetStream(request.siteUrl(), entries));
      },
    );
  }
}
