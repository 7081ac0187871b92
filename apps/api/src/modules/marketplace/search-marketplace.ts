import {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_DISTRICT_FACETS,
  PRODUCT_CONDITIONS,
  type TMarketplaceFacets,
  type TMarketplaceSearch,
  type TMarketplaceSort,
  type ZMarketplaceQuerySchema,
} from '@haat/shared';
import type { z } from 'zod';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import {
  countMarketMatches,
  findMarketPage,
  type TMarketCounts,
  type TMarketFilter,
  type TMarketTileRow,
} from '../products/marketplace-repository.ts';
import { marketWords } from './market-words.ts';
import { presentTile } from './present-tile.ts';

type TMarketplaceQuery = z.output<typeof ZMarketplaceQuerySchema>;

/** Matches counted (total and facets) per search; beyond it the answer says so (`total_capped`). */
export const MARKETPLACE_COUNT_CAP = 5_000;

/**
 * The public product search (decision 055): words in title and description (any script; prefixes;
 * when no product has them, products with similar words by pg_trgm), filters, facets, sort, page.
 * The counts (total and facets, one pass) are cached apart from the pages, in the directory cache,
 * which every write to businesses or products clears (directory-cache.ts).
 */
export async function searchMarketplace(
  deps: TDirectoryDeps,
  query: TMarketplaceQuery,
): Promise<TMarketplaceSearch> {
  const words = marketWords(query.q);
  const sort: TMarketplaceSort = query.sort ?? (words ? 'relevance' : 'newest');
  const filter: TMarketFilter = {
    words: words && { ...words, similar: false },
    category: query.category,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    district: query.district,
    city: query.city,
    condition: query.condition,
    inStock: query.in_stock || undefined,
    verified: query.verified,
  };
  const generation = deps.cache.generation();
  const countsKey = `market:counts:${JSON.stringify(filter)}`;
  let counts = deps.cache.get(countsKey) as TMarketCounts | undefined;
  if (!counts) {
    counts = await countMarketMatches(deps.db, filter, MARKETPLACE_COUNT_CAP);
    deps.cache.set(countsKey, counts, generation);
  }
  // No product has the words: products with similar words (a typo forgiven), marked as such.
  const similar = !!filter.words && counts.total === 0 && counts.category.size === 0;
  if (similar && filter.words) {
    filter.words = { ...filter.words, similar: true };
    const similarKey = `market:counts:${JSON.stringify(filter)}`;
    counts = deps.cache.get(similarKey) as TMarketCounts | undefined;
    if (!counts) {
      counts = await countMarketMatches(deps.db, filter, MARKETPLACE_COUNT_CAP);
      deps.cache.set(similarKey, counts, generation);
    }
  }
  const offset = (query.page - 1) * query.per_page;
  const pageKey = `market:page:${JSON.stringify({ filter, sort, limit: query.per_page, offset })}`;
  let rows = deps.cache.get(pageKey) as TMarketTileRow[] | undefined;
  if (!rows) {
    rows =
      counts.total > offset || counts.capped
        ? await findMarketPage(deps.db, filter, { sort, limit: query.per_page, offset })
        : [];
    deps.cache.set(pageKey, rows, generation);
  }
  const present = { appUrl: deps.config.appUrl, storage: deps.storage };
  return {
    success: true,
    data: { items: rows.map((row) => presentTile(row, present)), facets: facetsOf(counts) },
    meta: {
      page: query.page,
      perPage: query.per_page,
      total: Math.min(counts.total, MARKETPLACE_COUNT_CAP),
      sort,
      ...(counts.capped ? { total_capped: true as const } : {}),
      ...(counts.facetsCapped ? { facets_capped: true as const } : {}),
      ...(similar ? { similar: true as const } : {}),
    },
  };
}

function facetsOf(counts: TMarketCounts): TMarketplaceFacets {
  return {
    category: MARKETPLACE_CATEGORIES.map((value) => ({ value, count: counts.category.get(value) ?? 0 })),
    condition: PRODUCT_CONDITIONS.map((value) => ({ value, count: counts.condition.get(value) ?? 0 })),
    district: [...counts.district]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, MARKETPLACE_DISTRICT_FACETS),
  };
}
