import { AppError } from '../../lib/app-error.ts';
import { summariseSitemapFiles } from './get-sitemap-index.ts';
import { cachedValue } from './seo-cache.ts';
import type { TSeoDeps } from './seo-deps.ts';
import { PUBLIC_SCREENS, SITEMAP_SOURCES, type TSitemapSourceName } from './sitemap-sources.ts';
import type { TSitemapEntry } from './sitemap-xml.ts';

/** The pages of `/sitemaps/pages.xml`: the web app's public screens. */
export function listPublicScreens(): TSitemapEntry[] {
  return PUBLIC_SCREENS.map((path) => ({ path }));
}

/** The pages of `/sitemaps/<name>-<page>.xml` (cached), or a 404 past the last file. */
export async function getSitemapFile(
  deps: TSeoDeps,
  name: TSitemapSourceName,
  page: number,
): Promise<TSitemapEntry[]> {
  const files = await summariseSitemapFiles(deps, name);
  if (page < 1 || page > files.length) throw new AppError('NOT_FOUND', 'api.not_found');
  const source = SITEMAP_SOURCES[name];
  const rows = await cachedValue(deps.cache, `file:${name}:${deps.perFile}:${page}`, () =>
    source.list(deps.db, { offset: (page - 1) * deps.perFile, limit: deps.perFile }),
  );
  return rows.map((row) => ({ path: source.pathOf(row.slug), lastmod: row.updatedAt }));
}
