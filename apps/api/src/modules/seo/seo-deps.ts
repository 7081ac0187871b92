import type { TDb } from '../../db/client.ts';
import type { TTtlCache } from '../../lib/ttl-cache.ts';

/** What the sitemap operations use: the database, the row cache (seo-cache.ts) and the file size. */
export interface TSeoDeps {
  db: TDb;
  cache: TTtlCache<unknown>;
  /** Addresses per numbered sitemap file (SITEMAP_URLS_PER_FILE; tests use a few). */
  perFile: number;
}
