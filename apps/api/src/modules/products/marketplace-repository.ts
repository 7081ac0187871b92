import type { TMarketplaceSort, TSellerKind } from '@haat/shared';
import { and, asc, count, desc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { products, productWords, type TProductRow } from '../../db/schema/products.ts';
import { publicSellers, sellerIsListed, type TPublicSellers } from '../directory/public-sellers.ts';
import { quoteLexeme } from '../directory/search-words.ts';

/*
 * The marketplace's reads of products: only active products (stock 0 or more) of listed businesses
 * (the directory's `publicSellers`), with their seller. The search filters, counts and orders by
 * the products' copy of their seller's district, city, badge and rating (migration 0011), and joins
 * the sellers only for the tiles of a page (decision 055). Every user value is a parameter; the
 * words are quoted lexemes in tsquery parameters (decision 044).
 */

/**
 * The words of a search (marketplace/market-words.ts), and, when no product has them, the known
 * words of the product word list similar to each (`similar`; decision 055).
 */
export interface TMarketWords {
  /** The query words (letters, marks and digits only; search-words.ts), each matched as a prefix. */
  words: string[];
  /** Matched with the similar known words too: the words as typed matched no product. */
  similar: boolean;
  /** Per query word (same order), the known words similar to it (`similar` only). */
  corrections?: string[][];
  /**
   * Per query word (same order), the words of the product word list that begin with it
   * (`productWordsBeginning`), matched as exact lexemes instead of the prefix: PostgreSQL then
   * answers them from the full-text index alone, where a prefix makes it read and compare the search
   * vector of every match (decision 055). Null (or absent): the word is matched as a prefix.
   */
  completions?: (string[] | null)[];
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
  sellerKind: TSellerKind;
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
    sellerKind: sellers.kind,
    sellerDistrict: sellers.district,
    sellerCity: sellers.city,
    sellerVerified: sellers.verified,
    sellerRatingAvg: sellers.ratingAvg,
    sellerRatingCount: sellers.ratingCount,
  };
}

/**
 * Listed: active, stock 0 or more (always, by the table's check), not hidden or removed by staff
 * (rare: checked on the rows the partial indexes find), of a listed business.
 */
function listed(): SQL[] {
  return [
    eq(products.status, 'active'),
    sql`${products.stock} >= 0`,
    sql`${products.moderation} IS NULL`,
    sellerIsListed(products.businessId),
  ];
}

/**
 * The words as a tsquery, as SQL: each word a prefix (`'tea':*`), OR'd with its similar known words
 * (exact lexemes cast to `tsquery`, never parsed as text: a known word may hold `'`, `:` or `&`),
 * and the words AND'ed. `title` restricts every operand to the title (weight A); `sized` adds the
 * word as an exact lexeme too (`'tea':* | 'tea'`: the same matches, but PostgreSQL guesses prefixes
 * rare and the exact word fairly, so a page of a broad search can read an ordered index; decision
 * 045). Every text is a parameter of quoted lexemes (decision 044).
 */
function wordsTsquery(words: TMarketWords, form: { title?: boolean; sized?: boolean } = {}): SQL {
  const weight = form.title ? 'A' : '';
  const exact = (lexeme: string) => sql`${`${quoteLexeme(lexeme)}${weight ? `:${weight}` : ''}`}::tsquery`;
  const perWord = words.words.map((word, i) => {
    const text = `${quoteLexeme(word)}:*${weight}${form.sized ? ` | ${quoteLexeme(word)}${weight ? `:${weight}` : ''}` : ''}`;
    const known = words.similar ? (words.corrections?.[i] ?? []) : [];
    const completions = words.completions?.[i];
    const operands = [
      ...(completions ? completions.map(exact) : [sql`to_tsquery('simple', ${text})`]),
      ...known.map(exact),
    ];
    return sql`(${sql.join(operands, sql` || `)})`;
  });
  return sql`(${sql.join(perWord, sql` && `)})`;
}

/**
 * The filters that are not facets (words, price, place text, stock, badge). The seller's city and
 * badge are read from the product's copy of them (`seller_city`, `seller_verified`, migration 0011),
 * so no filter or count joins businesses (decision 055).
 */
function commonFilters(filter: TMarketFilter, form: { title?: boolean; sized?: boolean } = {}): SQL[] {
  const filters = listed();
  if (filter.words) filters.push(sql`${products.searchVector} @@ ${wordsTsquery(filter.words, form)}`);
  if (filter.minPrice !== undefined) filters.push(sql`${products.price} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) filters.push(sql`${products.price} <= ${filter.maxPrice}`);
  if (filter.city) filters.push(sql`strpos(lower(${products.sellerCity}), lower(${filter.city}::text)) > 0`);
  if (filter.inStock) filters.push(gt(products.stock, 0));
  if (filter.verified !== undefined) filters.push(eq(products.sellerVerified, filter.verified));
  return filters;
}

/** The facet filters, each `true` when not set (the district: the product's copy of the seller's). */
function facetFilters(filter: TMarketFilter) {
  return {
    category: filter.category ? eq(products.marketplaceCategory, filter.category) : sql`true`,
    condition: filter.condition ? eq(products.condition, filter.condition) : sql`true`,
    district: filter.district ? eq(products.sellerDistrict, filter.district) : sql`true`,
  };
}

/**
 * The facet filter whose column leads ordered indexes of listed products (migration 0011): the
 * category's, else the district's. Written as `= ANY (ARRAY[value])`, because PostgreSQL drops a
 * column compared with `=` to a constant from the order (it is constant) and may then read the
 * order's index over every product, filtering the facet out of rows that lie far apart (decision
 * 055, "Facet indexes"); compared this way the column stays in `ORDER BY column, …`, which only the
 * facet's own indexes give, so a facet's page or count reads that facet's rows and no others.
 */
function leadingFacet(filter: TMarketFilter): { column: SQL; condition: SQL } | undefined {
  const [column, value] = filter.category
    ? [sql`${products.marketplaceCategory}`, filter.category]
    : filter.district
      ? [sql`${products.sellerDistrict}`, filter.district]
      : [];
  if (!column || value === undefined) return undefined;
  return { column, condition: sql`${column} = ANY (ARRAY[${value}::text])` };
}

/**
 * Every filter of a search (words in the given form). `lead`: the leading facet (`leadingFacet`)
 * in its `= ANY` form, for a statement that orders by its column.
 */
function allFilters(
  filter: TMarketFilter,
  form: { title?: boolean; sized?: boolean; lead?: boolean } = {},
): SQL {
  const facets = facetFilters(filter);
  const lead = form.lead ? leadingFacet(filter) : undefined;
  if (lead && filter.category) facets.category = lead.condition;
  else if (lead) facets.district = lead.condition;
  return and(...commonFilters(filter, form), facets.category, facets.condition, facets.district) as SQL;
}

/** The sort keys of an order (ending in the id, so pages never overlap or skip). */
function sortKeys(sort: TMarketplaceSort): { key: SQL; desc: boolean }[] {
  const newest = [
    { key: sql`${products.createdAt}`, desc: true },
    { key: sql`${products.id}`, desc: true },
  ];
  switch (sort) {
    case 'price_asc':
      return [
        { key: sql`${products.price}`, desc: false },
        { key: sql`${products.id}`, desc: false },
      ];
    case 'price_desc':
      return [
        { key: sql`${products.price}`, desc: true },
        { key: sql`${products.id}`, desc: true },
      ];
    case 'rating':
      return [
        { key: sql`${products.sellerRatingAvg}`, desc: true },
        { key: sql`${products.sellerRatingCount}`, desc: true },
        ...newest,
      ];
    default:
      // Newest, and "relevance" within each of its tiers (findRelevantIds).
      return newest;
  }
}

/**
 * Matches counted exactly up to this many decide how a page is read: above it, PostgreSQL may read
 * the order's index and stop after the page (a broad search finds a page within a few hundred
 * rows); at or below it, every match is read through the full-text index and sorted (decision 055).
 */
export const MARKET_FEW_MATCHES = 1_000;

/**
 * The ids of a page of the matches of `where` in the order of `sort`. For `many` matches PostgreSQL
 * may read the order's index and stop after the page; for fewer, OFFSET 0 keeps the order out of the
 * scan, so every match is read through the full-text index and sorted, never an ordered index
 * searched through for a few rare matches (decision 045's `firstMatches`).
 */
async function pageIds(
  db: TExecutor,
  filter: TMarketFilter,
  where: (lead: boolean) => SQL,
  sort: TMarketplaceSort,
  page: { many: boolean; limit: number; offset: number },
): Promise<string[]> {
  if (page.limit <= 0) return [];
  const keys = sortKeys(sort);
  const direction = (desc: boolean) => (desc ? sql`DESC` : sql`ASC`);
  let statement: SQL;
  if (page.many) {
    // With a category or district filter, that facet's index of the order (leadingFacet).
    const lead = leadingFacet(filter);
    const ordered = lead ? [{ key: lead.column, desc: keys[0]?.desc ?? false }, ...keys] : keys;
    const order = sql.join(
      ordered.map(({ key, desc }) => sql`${key} ${direction(desc)}`),
      sql`, `,
    );
    statement = sql`SELECT ${products.id} AS id FROM ${products} WHERE ${where(!!lead)}
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`;
  } else {
    const selected = sql.join(
      [sql`${products.id} AS id`, ...keys.map(({ key }, i) => sql`${key} AS ${sql.identifier(`k${i}`)}`)],
      sql`, `,
    );
    const order = sql.join(
      keys.map(({ desc }, i) => sql`${sql.identifier(`k${i}`)} ${direction(desc)}`),
      sql`, `,
    );
    statement = sql`SELECT id FROM (SELECT ${selected} FROM ${products} WHERE ${where(false)} OFFSET 0) AS matches
      ORDER BY ${order} LIMIT ${page.limit} OFFSET ${page.offset}`;
  }
  const result = await db.execute<{ id: string }>(statement);
  return result.rows.map((row) => row.id);
}

/** The tiles of `ids`, in that order. */
async function readTiles(db: TExecutor, ids: string[]): Promise<TMarketTileRow[]> {
  if (!ids.length) return [];
  const sellers = publicSellers(db);
  const rows = await db
    .select(tileColumns(sellers))
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.businessId))
    .where(sql`${products.id} = ANY(${sql.param(ids)}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many matches a page was told of (`countMarketMatches`), to choose how to read it. */
export interface TMarketPageCounts {
  /** Matches of every filter, counted up to the cap + 1. */
  total: number;
  /** Of those, the matches with every word in the title (with words), when counted. */
  titleTotal?: number;
  /** Otherwise how many of a sample of the cap + 1 first matches have them. */
  titleSample?: number;
  cap: number;
}

/**
 * One page of matching products with their sellers, in the order of `sort`: the ids first (each
 * order served by an index for many matches, or all matches sorted for few; `pageIds`), then the
 * tiles of those ids.
 */
export async function findMarketPage(
  db: TExecutor,
  filter: TMarketFilter,
  options: { sort: TMarketplaceSort; limit: number; offset: number },
  counts: TMarketPageCounts,
): Promise<TMarketTileRow[]> {
  // Every order, the seller's rating too, has its index over listed products (migration 0011).
  const many = counts.total > Math.min(counts.cap, MARKET_FEW_MATCHES);
  const ids =
    options.sort === 'relevance' && filter.words
      ? await findRelevantIds(db, filter, options, counts)
      : await pageIds(db, filter, (lead) => allFilters(filter, { sized: many, lead }), options.sort, {
          many,
          ...options,
        });
  return readTiles(db, ids);
}

/**
 * "Relevance" with words, in two tiers: products whose title has every word, then the other
 * matches, each newest first (no `ts_rank`; decision 055). The title matches are counted with the
 * total when every match was counted, so the page knows where the first tier ends; otherwise the
 * first tier's page tells (a short page ends it), and only a page past its end counts it, up to the
 * page's offset. Each tier is one statement with a single search condition, read like any other
 * order (`pageIds`): when more than the cap match, with the words in the form PostgreSQL estimates
 * fairly, so it chooses between the order's index and the full-text index itself.
 */
async function findRelevantIds(
  db: TExecutor,
  filter: TMarketFilter,
  options: { limit: number; offset: number },
  counts: TMarketPageCounts,
): Promise<string[]> {
  const { limit, offset } = options;
  const capped = counts.total > Math.min(counts.cap, MARKET_FEW_MATCHES);
  const known = counts.titleTotal !== undefined;
  let titleTotal = counts.titleTotal ?? 0;
  const manyTitles = known ? titleTotal > MARKET_FEW_MATCHES : capped;
  const titleMatch = (lead: boolean) => allFilters(filter, { title: true, sized: manyTitles, lead });
  const ids =
    offset < titleTotal || !known
      ? await pageIds(db, filter, titleMatch, 'newest', { many: manyTitles, limit, offset })
      : [];
  if (ids.length >= limit) return ids;
  // The title matches end on this page or before: where, when they were not counted.
  if (!known)
    titleTotal =
      ids.length > 0 || offset === 0
        ? offset + ids.length
        : await countUpTo(db, filter, (lead) => allFilters(filter, { title: true, lead }), offset);
  const rest = counts.total - titleTotal;
  const manyOthers = capped || rest > MARKET_FEW_MATCHES;
  const others = (lead: boolean) => sql`${allFilters(filter, { sized: manyOthers, lead })}
    AND NOT (${products.searchVector} @@ ${wordsTsquery(filter.words as TMarketWords, { title: true })})`;
  const more = await pageIds(db, filter, others, 'newest', {
    many: manyOthers,
    limit: limit - ids.length,
    offset: Math.max(0, offset - titleTotal),
  });
  return [...ids, ...more];
}

/**
 * The products that pass `where`, counted up to `limit` (a page past the title matches needs it);
 * with a category or district filter, that facet's rows through its index (`leadingUpTo`).
 */
async function countUpTo(
  db: TExecutor,
  filter: TMarketFilter,
  where: (lead: boolean) => SQL,
  limit: number,
): Promise<number> {
  const result = await db.execute<{ count: number | string }>(sql`
    SELECT count(*) AS count FROM (${leadingUpTo(filter, where, limit)}) AS matches`);
  return Number(result.rows[0]?.count ?? 0);
}

/**
 * Up to `limit` products that pass `where`, to be counted. With a category or district filter they
 * are read in that facet's index (`leadingFacet`): without an order PostgreSQL reads the table from
 * its start and stops at `limit`, which costs a read of most of the table when the facet's rows lie
 * at its far end (decision 055).
 */
function leadingUpTo(filter: TMarketFilter, where: (lead: boolean) => SQL, limit: number): SQL {
  const lead = leadingFacet(filter);
  return lead
    ? sql`SELECT 1 FROM ${products} WHERE ${where(true)} ORDER BY ${lead.column} LIMIT ${limit}`
    : sql`SELECT 1 FROM ${products} WHERE ${where(false)} LIMIT ${limit}`;
}

export interface TMarketCounts {
  total: number;
  /**
   * True when more than `cap` products match every filter (the total, counted apart, stops at
   * `cap` + 1).
   */
  capped: boolean;
  /**
   * With words: how many of the matches have every word in the title, up to `cap` + 1; undefined
   * when more than `cap` products match the common filters and the title matches were not counted
   * (then `titleSample` tells how many of the first `cap` + 1 read have them).
   */
  titleTotal?: number;
  titleSample?: number;
  /** True when the facets were counted over the first `cap` + 1 matches of the common filters only. */
  facetsCapped: boolean;
  category: Map<string, number>;
  condition: Map<string, number>;
  district: Map<string, number>;
}

/**
 * The total and the facets of a search in one statement that reads the matches once when they are
 * few: the matches of the common filters, at most `cap` + 1 of them, are read into a materialised
 * CTE with a flag per facet filter (and whether the title has every word); each facet counts those
 * that pass the other facets' filters, not its own, and the total (and the title matches) are
 * counted from the same rows. Only when more than `cap` match the common filters is the total
 * counted apart (up to `cap` + 1, when a facet filter is set; otherwise it is more than `cap`), so a
 * word that matches most products is not read to the end. Without words the rows read are the newest
 * (an index, so the same rows every time; with words, the full-text index's order). No join: the
 * district is the product's copy of its seller's.
 */
export async function countMarketMatches(
  db: TExecutor,
  filter: TMarketFilter,
  cap: number,
): Promise<TMarketCounts> {
  const facets = facetFilters(filter);
  const titled = filter.words
    ? sql`${products.searchVector} @@ ${wordsTsquery(filter.words, { title: true })}`
    : sql`false`;
  const faceted = !!(filter.category || filter.condition || filter.district);
  // Counted apart only when the matches of the common filters are more than were read. The words in
  // the form PostgreSQL estimates fairly, so a common word is read in any order and stops early.
  const total = faceted
    ? sql`UNION ALL
    SELECT 'total', NULL, count(*) FROM (
      ${leadingUpTo(filter, (lead) => allFilters(filter, { sized: true, lead }), cap + 1)}) AS matches
    WHERE (SELECT count(*) FROM base) > ${cap}`
    : sql``;
  const statement = sql`
    WITH base AS MATERIALIZED (
      SELECT ${products.marketplaceCategory} AS category, ${products.condition} AS condition,
             ${products.sellerDistrict} AS district,
             (${facets.category}) AS c_ok, (${facets.condition}) AS k_ok, (${facets.district}) AS d_ok,
             (${titled}) AS t_ok
      FROM ${products}
      WHERE ${and(...commonFilters(filter, { sized: true }))}
      ${filter.words ? sql`` : sql`ORDER BY ${products.createdAt} DESC, ${products.id} DESC`}
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
    SELECT 'sample', NULL, count(*) FILTER (WHERE c_ok AND k_ok AND d_ok) FROM base
    UNION ALL
    SELECT 'title', NULL, count(*) FILTER (WHERE c_ok AND k_ok AND d_ok AND t_ok) FROM base
    ${total}
    UNION ALL
    SELECT 'read', NULL, count(*) FROM base`;
  const result = await db.execute<{ facet: string; value: string | null; count: number | string }>(statement);
  const counts = noMarketMatches();
  let [read, sample, title, apart] = [0, 0, 0, -1];
  for (const row of result.rows) {
    const value = Number(row.count);
    if (row.facet === 'read') read = value;
    else if (row.facet === 'sample') sample = value;
    else if (row.facet === 'title') title = value;
    else if (row.facet === 'total') apart = value;
    else if (row.value !== null && value > 0)
      counts[row.facet as 'category' | 'condition' | 'district'].set(row.value, value);
  }
  counts.facetsCapped = read > cap;
  counts.total = !counts.facetsCapped ? sample : faceted ? apart : read;
  counts.capped = counts.total > cap;
  if (filter.words) {
    if (counts.facetsCapped) counts.titleSample = title;
    else counts.titleTotal = title;
  }
  return counts;
}

/** No match: what a search counts when its words have no similar known words either. */
export function noMarketMatches(): TMarketCounts {
  return {
    total: 0,
    capped: false,
    facetsCapped: false,
    category: new Map(),
    condition: new Map(),
    district: new Map(),
  };
}

/* The product word list */

/**
 * Up to three known words of the product word list similar to each query word (pg_trgm, closest
 * first), for words of four letters or more that are not known words themselves: one indexed
 * lookup per word, each with the word as a constant, so PostgreSQL can use the trigram index.
 */
export async function similarProductWords(db: TExecutor, words: string[]): Promise<Map<string, string[]>> {
  const similar = new Map<string, string[]>();
  const candidates = [...new Set(words.filter((word) => Array.from(word).length >= 4))];
  if (!candidates.length) return similar;
  const parts = candidates.map(
    (word) => sql`(SELECT ${word}::text AS query, w.word FROM ${productWords} w
      WHERE w.word % ${word}::text
        AND NOT EXISTS (SELECT 1 FROM ${productWords} e WHERE e.word = ${word}::text)
      ORDER BY w.word <-> ${word}::text, w.word LIMIT 3)`,
  );
  const result = await db.execute<{ query: string; word: string }>(sql.join(parts, sql` UNION ALL `));
  for (const word of candidates) similar.set(word, []);
  for (const row of result.rows) similar.get(row.query)?.push(row.word);
  return similar;
}

/** More words of the list than this begin with a query word: it is matched as a prefix. */
export const MARKET_MAX_COMPLETIONS = 16;

/**
 * Per query word, every word of the product word list that begins with it (the word itself
 * included when it is one), for words the list can answer: three characters or more (the list's
 * shortest words, and what the trigram index serves), fewer than 40 (the list's longest: a longer
 * lexeme is not listed), not only digits (numbers are not listed). Null for other words, for words
 * no listed word begins with (they go to PostgreSQL's parser as typed), and for words that begin
 * more than `MARKET_MAX_COMPLETIONS` listed words. One indexed lookup per word (the trigram index
 * serves `LIKE 'word%'`; the words are letters, marks and digits, and `%`, `_` and `\` are escaped
 * anyway).
 */
export async function productWordsBeginning(
  db: TExecutor,
  words: string[],
): Promise<Map<string, string[] | null>> {
  const completions = new Map<string, string[] | null>(words.map((word) => [word, null]));
  const candidates = [...new Set(words)].filter((word) => {
    const length = Array.from(word).length;
    return length >= 3 && length < 40 && !/^[0-9]+$/.test(word);
  });
  if (!candidates.length) return completions;
  const parts = candidates.map(
    (word) => sql`(SELECT ${word}::text AS query, w.word FROM ${productWords} w
      WHERE w.word LIKE ${`${word.replace(/[\\%_]/g, '\\$&')}%`}::text AND starts_with(w.word, ${word}::text)
      ORDER BY w.word LIMIT ${MARKET_MAX_COMPLETIONS + 1})`,
  );
  const result = await db.execute<{ query: string; word: string }>(sql.join(parts, sql` UNION ALL `));
  const found = new Map<string, string[]>(candidates.map((word) => [word, []]));
  for (const row of result.rows) found.get(row.query)?.push(row.word);
  for (const [word, list] of found)
    if (list.length && list.length <= MARKET_MAX_COMPLETIONS) completions.set(word, list);
  return completions;
}

/**
 * `word` (a text column or expression) as a one-lexeme tsquery, quoted in SQL the way `quoteLexeme`
 * does (the quote characters are parameters, so no escaping rules of SQL literals are involved).
 */
function lexemeTsquery(word: SQL): SQL {
  const [quote, backslash] = ["'", '\\'];
  return sql`(${quote}::text || replace(replace(${word}, ${backslash}::text, ${backslash + backslash}::text), ${quote}::text, ${quote + quote}::text) || ${quote}::text)::tsquery`;
}

/** Up to `limit` words of the list after `after` (in the list's order), for the rolling sweep. */
export async function nextProductWords(db: TExecutor, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ word: productWords.word })
    .from(productWords)
    .where(sql`${productWords.word} > ${after}`)
    .orderBy(asc(productWords.word))
    .limit(limit);
  return rows.map((row) => row.word);
}

/**
 * Deletes from the word list those of `words`, and the lexemes of a product's former search vector
 * (as text) that its current one (after a change; none after a delete) lacks, that no product has
 * any more. One indexed full-text probe per such word. Answers how many words went.
 */
export async function deleteUnusedProductWords(
  db: TExecutor,
  words: string[],
  vectors: { former?: string | null; current?: string | null } = {},
): Promise<number> {
  if (!words.length && !vectors.former) return 0;
  const lexemes = (vector: string | null | undefined) =>
    sql`unnest(tsvector_to_array(coalesce(${vector ?? null}::tsvector, ''::tsvector)))`;
  const result = await db.execute(sql`
    DELETE FROM ${productWords} w
    WHERE (w.word = ANY(${sql.param(words)}::text[])
           OR w.word IN (SELECT ${lexemes(vectors.former)} EXCEPT SELECT ${lexemes(vectors.current)}))
      AND NOT EXISTS (
        SELECT 1 FROM ${products} p WHERE p.search_vector @@ ${lexemeTsquery(sql`w.word`)})`);
  return result.rowCount ?? 0;
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
        kind: sellers.kind,
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
