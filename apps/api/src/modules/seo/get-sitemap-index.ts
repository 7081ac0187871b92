import { cachedValue } from './seo-cache.ts';
import type { TSeoDeps } from './seo-deps.ts';
import { SITEMAP_SOURCES, type TSitemapSourceName } from './sitemap-sources.ts';
import type { TSitemapEntry } from './sitemap-xml.ts';

/** The last change in each numbered file of one kind of page (cached). */
export function summariseSitemapFiles(deps: TSeoDeps, name: TSitemapSourceName): Promise<Date[]> {
  return cachedValue(deps.cache, `summary:${name}:${deps.perFile}`, () =>
    SITEMAP_SOURCES[name].summarise(deps.db, deps.perFile),
  );
}

/** The files `/sitemap.xml` names: the public screens, then each numbered file of each kind of page. */
export async function getSitemapIndex(deps: TSeoDeps): Promise<TSitemapEntry[]> {
  const names = Object.keys(SITEMAP_SOURCES) as TSitemapSourceName[];
  const summaries = await Promise.all(names.map((name) => summariseSitemapFiles(deps, name)));
  return [
    { path: '/sitemaps/pages.xml' },
    ...names.flatMap((name, index) =>
      (summaries[index] ?? []).map((lastmod, file) => ({
        path: `/sitemaps/${name}-${file + 1}.xml`,
        lastmod,
      })),
    ),
  ];
}
