import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache, type TTtlCache } from '../../lib/ttl-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Directory searches and public business pages of this process; see directory-cache.ts. */
    directoryCache: TTtlCache<unknown>;
  }
}

/** Writes under these paths can change what the directory or a business page shows. */
const DIRECTORY_WRITE_PREFIXES = [
  '/api/my/businesses',
  '/api/my/personal-shop',
  '/api/my/products',
  '/api/businesses/',
  '/api/admin/products',
  // Staff's verified badge of a business, and identity approvals that verify an owner's businesses.
  '/api/admin/businesses',
  '/api/admin/kyc',
  // Moderation hides or restores products, reviews and businesses (issue 17).
  '/api/admin/reports',
];
/** A buyer's review changes a product's and its seller's rating (decision 056). */
const REVIEW_WRITE = /^\/api\/orders\/[^/]+\/items\/[^/]+\/review/;
const MAX_ENTRIES = 2_000;

function isDirectoryWrite(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return DIRECTORY_WRITE_PREFIXES.some((prefix) => url.startsWith(prefix)) || REVIEW_WRITE.test(url);
}

/**
 * An in-process cache of directory searches and public business pages (docs/decisions/043).
 * Entries live `directoryCacheSeconds` (10 by default). Any successful write to a business, its
 * products, categories or reviews through this process clears the whole cache before the answer is
 * sent, so its author sees the change at once, and signals `directory` (decision 072): every other
 * instance clears its own within a second (the time to live stays as the backstop). Code that
 * changes businesses outside these routes (staff tools, seeds) calls `app.directoryCache.clear()`,
 * which signals too.
 */
export const directoryCachePlugin = fp(async (app: FastifyInstance) => {
  const seconds = app.deps.config.directoryCacheSeconds ?? 10;
  const local = createTtlCache<unknown>({ ttlMs: seconds * 1_000, maxEntries: MAX_ENTRIES });
  const { signals } = app.deps;
  signals.subscribe('directory', () => local.clear());
  const cache: TTtlCache<unknown> = {
    get: (key) => local.get(key),
    set: (key, value, generation) => local.set(key, value, generation),
    generation: () => local.generation(),
    clear() {
      // Cleared here at once (the subscriber), then the others are told; never throws.
      void signals.publish('directory');
    },
    get size() {
      return local.size;
    },
  };
  app.decorate('directoryCache', cache);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && isDirectoryWrite(request.method, request.url)) cache.clear();
    return payload;
  });
});
