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
import type { TTtlCache } from '../../lib/ttl-cache.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import {
  countMarketMatches,
  findMarketPage,
  noMarketMatches,
  productWordsBeginning,
  similarProductWords,
  type TMarketCounts,
  type TMarketFilter,
  type TMarketTileRow,
} from '../products/marketplace-repository.ts';
import { marketWords } from './market-words.ts';
import { presentTile } from './present-tile.ts';

type TMarketplaceQuery = z.output<typeof ZMarketplaceQuerySchema>;

/**
 * Matches counted (total and facets) per search, like the directory's capped totals (decision 045);
 * beyond it the answer says "1,000+" (`total_capped`) and the facets are a sample (`facets_capped`).
 */
export const MARKETPLACE_COUNT_CAP = 1_000;

/**
 * The public product search (decision 055): words in title and description (any script; prefixes;
 * when no product has them, the similar known words of the product word list), filters, facets,
 * sort, page.
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
    words,
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
  if (filter.words) {
    // Each word as the known words it begins, where the word list can tell (exact lexemes cost
    // PostgreSQL far less than a prefix; decision 055).
    const typed = filter.words.words;
    const begun = await cached(deps.cache, generation, `market:begins:${JSON.stringify(typed)}`, async () =>
      Object.fromEntries(await productWordsBeginning(deps.db, typed)),
    );
    filter.words = { ...filter.words, completions: typed.map((word) => begun[word] ?? null) };
  }
  const counted = (key: string, count: () => Promise<TMarketCounts>) =>
    cached(deps.cache, generation, `market:counts:${key}`, count);
  let counts = await counted(JSON.stringify(filter), () =>
    countMarketMatches(deps.db, filter, MARKETPLACE_COUNT_CAP),
  );
  // No product has the words under the other filters (no match, no facet value): the similar known
  // words of the product word list (a typo forgiven), marked as such.
  const similar =
    !!filter.words &&
    counts.total === 0 &&
    counts.category.size + counts.condition.size + counts.district.size === 0;
  if (similar && filter.words) {
    const typed = filter.words.words;
    const known = await cached(deps.cache, generation, `market:similar:${JSON.stringify(typed)}`, async () =>
      Object.fromEntries(await similarProductWords(deps.db, typed)),
    );
    filter.words = { ...filter.words, similar: true, corrections: typed.map((word) => known[word] ?? []) };
    counts = filter.words.corrections?.some((others) => others.length)
      ? await counted(JSON.stringify(filter), () =>
          countMarketMatches(deps.db, filter, MARKETPLACE_COUNT_CAP),
        )
      : noMarketMatches();
  }
  const offset = (query.page - 1) * query.per_page;
  const page = { sort, limit: query.per_page, offset };
  const pageCounts = {
    total: counts.total,
    titleTotal: counts.titleTotal,
    titleSample: counts.titleSample,
    cap: MARKETPLACE_COUNT_CAP,
  };
  const rows = await cached(
    deps.cache,
    generation,
    `market:page:${JSON.stringify({ filter, ...page })}`,
    () =>
      counts.total > offset || counts.capped
        ? findMarketPage(deps.db, filter, page, pageCounts)
        : Promise.resolve([] as TMarketTileRow[]),
  );
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

/** The value kept under `key` in the directory cache, or `read`'s answer, kept for the next. */
async function cached<T>(
  cache: TTtlCache<unknown>,
  generation: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const kept = cache.get(key) as T | undefined;
  if (kept !== undefined) return kept;
  const value = await read();
  cache.set(key, value, generation);
  return value;
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
