import type { TMarketplaceSort } from '@haat/shared';
import { and, asc, count, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { products, type TProductRow } from '../../db/schema/products.ts';
import { publicSellers, type TPublicSellers } from '../directory/public-sellers.ts';

/*
 * The marketplace's reads of products: only active products (stock 0 or more) of listed businesses
 * (the directory's `publicSellers`), with their seller. Every user value is a parameter; the words
 * come as tsquery texts of quoted lexemes (marketplace/market-words.ts).
 */

/** The words of a search: full-text (`tsquery`, `titleTsquery` for the title only), or similar words. */
export interface TMarketWords {
  /** `to_tsquery('simple', …)` text of quoted prefixes, AND'ed. */
  tsquery: string;
  /** The same restricted to the title (weight A). */
  titleTsquery: string;
  /** The words joined by spaces, for pg_trgm's word similarity. */
  text: string;
  /** Match by word similarity (`text <% search_text`) instead of full text: no product had the words. */
  similar: boolean;
}

export interface TMarketFilter {
  words?: TMarketWords;
  category?: TProductRow['marketplaceCategory'];
  minPrice?: number;
  maxPrice?: number;
  district?: string;
  city?: string;
  condition?: TProductRow['condition'];
  inStock?: boolean;
  verified?: boolean;
}

/** What a product tile shows, read with its seller. */
export interface TMarketTileRow {
  id: string;
  slug: string;
  title: string;
  price: number;
  stock: number;
  condition: TProductRow['condition'];
  marketplaceCategory: TProductRow['marketplaceCategory'];
  thumbKey: string | null;
  sellerName: string;
  sellerSlug: string;
  sellerDistrict: string | null;
  sellerCity: string | null;
  sellerVerified: boolean;
  sellerRatingAvg: number;
  sellerRatingCount: number;
}

function tileColumns(sellers: TPublicSellers) {
  return {
    id: products.id,
    slug: products.slug,
    title: products.title,
    price: products.price,
    stock: products.stock,
    condition: products.condition,
    marketplaceCategory: products.marketplaceCategory,
    thumbKey: sql<string | null>`${products.images} -> 0 ->> 'thumbKey'`.as('thumb_key'),
    sellerName: sellers.name,
    sellerSlug: sellers.slug,
    sellerDistrict: sellers.district,
    sellerCity: sellers.city,
    sellerVerified: sellers.verified,
    sellerRatingAvg: sellers.ratingAvg,
    sellerRatingCount: sellers.ratingCount,
  };
}

/** Listed: active, stock 0 or more (always, by the table's check), of a listed business. */
function listed(): SQL[] {
  return [eq(products.status, 'active'), sql`${products.stock} >= 0`];
}

/** Word similarity that counts as "a similar word" (pg_trgm's default, 0.6, misses `biriyani`). */
const WORD_SIMILARITY = '0.5';

/**
 * Runs `read` with pg_trgm's word-similarity threshold at `WORD_SIMILARITY` when the words are
 * matched by similarity (`<%` reads it, and only the operator can use the trigram index), in a
 * transaction so the setting ends with it; otherwise runs it as is.
 */
async function withWordSimilarity<T>(
  db: TExecutor,
  filter: TMarketFilter,
  read: (db: TExecutor) => Promise<T>,
): Promise<T> {
  if (!filter.words?.similar) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('pg_trgm.word_similarity_threshold', ${WORD_SIMILARITY}, true)`);
    return read(tx);
  });
}

function wordsCondition(words: TMarketWords): SQL {
  return words.similar
    ? sql`${words.text}::text <% ${products.searchText}`
    : sql`${products.searchVector} @@ to_tsquery('simple', ${words.tsquery})`;
}

/** The filters that are not facets (words, price, place text, stock, badge). */
function commonFilters(filter: TMarketFilter, sellers: TPublicSellers): SQL[] {
  const filters = listed();
  if (filter.words) filters.push(wordsCondition(filter.words));
  if (filter.minPrice !== undefined) filters.push(sql`${products.price} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) filters.push(sql`${products.price} <= ${filter.maxPrice}`);
  if (filter.city) filters.push(sql`strpos(lower(${sellers.city}), lower(${filter.city}::text)) > 0`);
  if (filter.inStock) filters.push(gt(products.stock, 0));
  if (filter.verified !== undefined) filters.push(eq(sellers.verified, filter.verified));
  return filters;
}

/** The facet filters, each `true` when not set. */
function facetFilters(filter: TMarketFilter, sellers: TPublicSellers) {
  return {
    category: filter.category ? eq(products.marketplaceCategory, filter.category) : sql`true`,
    condition: filter.condition ? eq(products.condition, filter.condition) : sql`true`,
    district: filter.district ? eq(sellers.district, filter.district) : sql`true`,
  };
}

function orderOf(sort: TMarketplaceSort, filter: TMarketFilter, sellers: TPublicSellers): SQL[] {
  const newest = [desc(products.createdAt), desc(products.id)];
  switch (sort) {
    case 'price_asc':
      return [asc(products.price), asc(products.id)];
    case 'price_desc':
      return [desc(products.price), desc(products.id)];
    case 'rating':
      return [desc(sellers.ratingAvg), desc(sellers.ratingCount), ...newest];
    case 'relevance': {
      const words = filter.words;
      if (!words) return newest;
      // Products whose title has every word first (or, for similar words, the closest first).
      const first = words.similar
        ? sql`word_similarity(${words.text}::text, ${products.searchText}) DESC`
        : sql`(${products.searchVector} @@ to_tsquery('simple', ${words.titleTsquery})) DESC`;
      return [first, ...newest];
    }
    default:
      return newest;
  }
}

/** One page of matching products with their sellers, in the order of `sort`. */
export async function findMarketPage(
  db: TExecutor,
  filter: TMarketFilter,
  options: { sort: TMarketplaceSort; limit: number; offset: number },
): Promise<TMarketTileRow[]> {
  const sellers = publicSellers(db);
  const facets = facetFilters(filter, sellers);
  return withWordSimilarity(db, filter, (reader) =>
    reader
      .select(tileColumns(sellers))
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.businessId))
      .where(and(...commonFilters(filter, sellers), facets.category, facets.condition, facets.district))
      .orderBy(...orderOf(options.sort, filter, sellers))
      .limit(options.limit)
      .offset(options.offset),
  );
}

export interface TMarketCounts {
  total: number;
  /**
   * True when more than `cap` products match every filter (the total, counted apart, stops at
   * `cap` + 1).
   */
  capped: boolean;
  /** True when the facets were counted over the first `cap` + 1 matches of the common filters only. */
  facetsCapped: boolean;
  category: Map<string, number>;
  condition: Map<string, number>;
  district: Map<string, number>;
}

/**
 * The total and the facets of a search in one pass over its matches: the matches of the common
 * filters are read once (a materialised CTE), at most `cap` + 1 of them, and each facet counts those
 * that pass the other facets' filters, not its own. Above the cap the counts are of the first
 * `cap` + 1 matches read (`capped`), so a word that matches most products is not read to the end.
 */
export async function countMarketMatches(
  db: TExecutor,
  filter: TMarketFilter,
  cap: number,
): Promise<TMarketCounts> {
  const sellers = publicSellers(db);
  const facets = facetFilters(filter, sellers);
  const statement = sql`
    WITH base AS MATERIALIZED (
      SELECT ${products.marketplaceCategory} AS category, ${products.condition} AS condition,
             ${sellers.district} AS district,
             (${facets.category}) AS c_ok, (${facets.condition}) AS k_ok, (${facets.district}) AS d_ok
      FROM ${products} INNER JOIN ${sellers} ON ${sellers.id} = ${products.businessId}
      WHERE ${and(...commonFilters(filter, sellers))}
      LIMIT ${cap + 1}
    )
    SELECT 'category' AS facet, category AS value, count(*) FILTER (WHERE k_ok AND d_ok) AS count
      FROM base GROUP BY category
    UNION ALL
    SELECT 'condition', condition, count(*) FILTER (WHERE c_ok AND d_ok) FROM base GROUP BY condition
    UNION ALL
    SELECT 'district', district, count(*) FILTER (WHERE c_ok AND k_ok)
      FROM base WHERE district IS NOT NULL GROUP BY district
    UNION ALL
    SELECT 'total', NULL, count(*) FROM (
      SELECT 1 FROM ${products} INNER JOIN ${sellers} ON ${sellers.id} = ${products.businessId}
      WHERE ${and(...commonFilters(filter, sellers), facets.category, facets.condition, facets.district)}
      LIMIT ${cap + 1}) AS matches
    UNION ALL
    SELECT 'read', NULL, count(*) FROM base`;
  const result = await withWordSimilarity(db, filter, (reader) =>
    reader.execute<{ facet: string; value: string | null; count: number | string }>(statement),
  );
  const counts: TMarketCounts = {
    total: 0,
    capped: false,
    facetsCapped: false,
    category: new Map(),
    condition: new Map(),
    district: new Map(),
  };
  for (const row of result.rows) {
    const value = Number(row.count);
    if (row.facet === 'total') counts.total = value;
    else if (row.facet === 'read') counts.facetsCapped = value > cap;
    else if (row.value !== null && value > 0)
      counts[row.facet as 'category' | 'condition' | 'district'].set(row.value, value);
  }
  counts.capped = counts.total > cap;
  return counts;
}

/** Listed products per marketplace category. */
export async function countMarketCategories(db: TExecutor): Promise<Map<string, number>> {
  const sellers = publicSellers(db);
  const rows = await db
    .select({ category: products.marketplaceCategory, count: count() })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.businessId))
    .where(and(...listed()))
    .groupBy(products.marketplaceCategory);
  return new Map(rows.map((row) => [row.category, row.count]));
}

/** Listed products, newest first: all, or only those featured until after now, or of a category. */
export async function listMarketProducts(
  db: TExecutor,
  options: {
    featured?: boolean;
    category?: TProductRow['marketplaceCategory'];
    excludeId?: string;
    limit: number;
  },
): Promise<TMarketTileRow[]> {
  const sellers = publicSellers(db);
  const filters = listed();
  if (options.featured) filters.push(sql`${products.featuredUntil} > now()`);
  if (options.category) filters.push(eq(products.marketplaceCategory, options.category));
  if (options.excludeId) filters.push(ne(products.id, options.excludeId));
  return db
    .select(tileColumns(sellers))
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.businessId))
    .where(and(...filters))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(options.limit);
}

/** A listed product by its address, with its seller's card; undefined when not listed. */
export async function findMarketProduct(db: TExecutor, slug: string) {
  const sellers = publicSellers(db);
  const [row] = await db
    .select({
      product: products,
      seller: {
        name: sellers.name,
        slug: sellers.slug,
        district: sellers.district,
        city: sellers.city,
        verified: sellers.verified,
        ratingAvg: sellers.ratingAvg,
        ratingCount: sellers.ratingCount,
        logoThumbKey: sellers.logoThumbKey,
        deliveryInside: sellers.deliveryInside,
        deliveryOutside: sellers.deliveryOutside,
      },
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.businessId))
    .where(and(eq(products.slug, slug), ...listed()))
    .limit(1);
  return row;
}

export type TMarketProductRow = NonNullable<Awaited<ReturnType<typeof findMarketProduct>>>;
