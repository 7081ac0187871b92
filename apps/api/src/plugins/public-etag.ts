import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { etagMatches, weakEtag } from '../lib/etag.ts';

/**
 * Public JSON that many visitors fetch again unchanged: the directory's search and cities, the
 * marketplace's home, search and product pages, the platform figures and the country list. Routes
 * by their pattern, so the query string is part of the cached URL but not of this list.
 */
export const PUBLIC_ETAG_ROUTES = new Set([
  '/api/businesses',
  '/api/directory/cities',
  '/api/marketplace/home',
  '/api/marketplace/search',
  '/api/marketplace/products/:slug',
  '/api/stats',
  '/api/countries',
]);

/**
 * A weak ETag on the public JSON GETs above, and 304 without a body when the browser already has
 * that answer (`If-None-Match`). The tag is a hash of the serialised body: cheap next to making and
 * compressing it (decision 023), and it never goes stale, whatever cache or query made the body.
 * Registered before compression, so the tag names the content whatever the encoding.
 */
export const publicEtagPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || !PUBLIC_ETAG_ROUTES.has(request.routeOptions.url ?? '')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = weakEtag(payload);
    reply.header('etag', etag);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    if (!etagMatches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return null;
  });
});
