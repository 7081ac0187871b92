import { createTtlCache, type TTtlCache } from '../../lib/ttl-cache.ts';

/**
 * Sitemap rows (slugs and dates, never rendered answers: the links are built for each request's
 * canonical origin) are kept for five minutes, so crawlers and curious visitors asking again and
 * again cost one query per file. At most 24 files (~1 MB of rows each) are kept.
 */
export function createSeoCache(): TTtlCache<unknown> {
  return createTtlCache<unknown>({ ttlMs: 5 * 60_000, maxEntries: 24 });
}

const loading = new WeakMap<TTtlCache<unknown>, Map<string, Promise<unknown>>>();

/** The cached value of `key`, else `load()`'s (one load at a time per key, shared by every asker). */
export async function cachedValue<T>(
  cache: TTtlCache<unknown>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const hit = cache.get(key) as T | undefined;
  if (hit !== undefined) return hit;
  let inFlight = loading.get(cache);
  if (!inFlight) {
    inFlight = new Map();
    loading.set(cache, inFlight);
  }
  const pending = inFlight.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const generation = cache.generation();
  const promise = load()
    .then((value) => {
      cache.set(key, value, generation);
      return value;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}
