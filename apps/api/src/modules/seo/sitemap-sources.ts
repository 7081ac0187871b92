import type { TExecutor } from '../../db/client.ts';
import { listPublicCardPaths, summarisePublicCardFiles } from '../cards/repository.ts';
import { cardPath } from '../cards/share-links.ts';
import { listPublicBusinessPaths, summarisePublicBusinessFiles } from '../directory/repository.ts';
import { listPublicProductPaths, summarisePublicProductFiles } from '../products/product-sitemap.ts';

/** Addresses per sitemap file (the protocol allows 50,000 and 50 MB; with ten alternates each, ~12 MB). */
export const SITEMAP_URLS_PER_FILE = 10_000;

/** The web app's public screens (`/sitemaps/pages.xml`); signed-in screens are in robots.txt. */
export const PUBLIC_SCREENS = [
  '/',
  '/business',
  '/about',
  '/marketplace',
  '/marketplace/search',
  '/login',
  '/register',
] as const;

/** A kind of public page listed in numbered files `/sitemaps/<name>-<n>.xml`. */
export interface TSitemapSource {
  /** The page's path on the site for one slug. */
  pathOf(slug: string): string;
  /** The last change in each file of `perFile` pages (one date per file, in file order). */
  summarise(db: TExecutor, perFile: number): Promise<Date[]>;
  /** One file's pages, in the same order as `summarise` counts them. */
  list(
    db: TExecutor,
    window: { offset: number; limit: number },
  ): Promise<{ slug: string; updatedAt: Date }[]>;
}

/**
 * Every kind of page in the sitemap, each from its own area's repository: businesses (`/b/<slug>`),
 * cards (`/c/<slug>`) and the marketplace's active products (`/p/<slug>`,
 * `products/product-sitemap.ts`). An entry added here appears in the index and at
 * `/sitemaps/<name>-<n>.xml` (with its route in routes.ts). Nothing is listed before its page exists.
 */
export const SITEMAP_SOURCES = {
  businesses: {
    pathOf: (slug) => `/b/${encodeURIComponent(slug)}`,
    summarise: summarisePublicBusinessFiles,
    list: listPublicBusinessPaths,
  },
  cards: {
    pathOf: (slug) => cardPath(encodeURIComponent(slug)),
    summarise: summarisePublicCardFiles,
    list: listPublicCardPaths,
  },
  products: {
    pathOf: (slug) => `/p/${encodeURIComponent(slug)}`,
    summarise: summarisePublicProductFiles,
    list: listPublicProductPaths,
  },
} satisfies Record<string, TSitemapSource>;

export type TSitemapSourceName = keyof typeof SITEMAP_SOURCES;
