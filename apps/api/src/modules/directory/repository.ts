import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.ts';
import {
  businessCategories,
  businesses,
  businessReviews,
  directoryWords,
  type TBusinessCategoryRow,
  type TBusinessReviewRow,
  type TBusinessRow,
} from '../../db/schema/directory.ts';
import { quoteLexeme } from './search-words.ts';

export type { TBusinessCategoryRow, TBusinessReviewRow, TBusinessRow };
export type TNewBusiness = typeof businesses.$inferInsert;
export type TBusinessChanges = Partial<
  Omit<
    TNewBusiness,
    'id' | 'ownerId' | 'createdAt' | 'ratingCount' | 'ratingSum' | 'salesRatingCount' | 'salesRatingSum'
  >
>;

/* Businesses */

/**
 * Which of a user's business rows an operation works on: `business` (the default) only business
 * profiles; `seller` also the personal row of the person's own items (decision 058), which only the
 * product and seller operations use.
 */
export type TOwnedKinds = 'business' | 'seller';

/** In the directory: a business profile, never a person's own items (decision 058). */
export function inDirectory(): SQL {
  return eq(businesses.kind, 'business');
}

/** Not suspended by staff (decision 066): every public read of businesses has it. */
export function notSuspended(): SQL {
  return isNull(businesses.suspendedAt);
}

/** The person's own row of kind `personal` (at most one, by a unique index). */
function personalOf(ownerId: string): SQL | undefined {
  return and(eq(businesses.ownerId, ownerId), eq(businesses.kind, 'personal'));
}

function ownedWhere(ownerId: string, kinds: TOwnedKinds): SQL | undefined {
  return kinds === 'business'
    ? and(eq(businesses.ownerId, ownerId), inDirectory())
    : eq(businesses.ownerId, ownerId);
}

export async function insertBusiness(db: TExecutor, values: TNewBusiness): Promise<TBusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  if (!row) throw new Error('insert into businesses returned nothing');
  return row;
}

/** The user's business, or undefined when it does not exist or belongs to someone else. */
export async function findOwnedBusiness(
  db: TExecutor,
  ownerId: string,
  id: string,
  kinds: TOwnedKinds = 'business',
): Promise<TBusinessRow | undefined> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), ownedWhere(ownerId, kinds)))
    .limit(1);
  return row;
}

/** The person's personal seller row (decision 058), if they have one. */
export async function findPersonalShop(db: TExecutor, ownerId: string): Promise<TBusinessRow | undefined> {
  const [row] = await db.select().from(businesses).where(personalOf(ownerId)).limit(1);
  return row;
}

/** Changes the person's personal seller row (its place, delivery charges and name). */
export async function updatePersonalShop(
  db: TExecutor,
  ownerId: string,
  values: TBusinessChanges,
): Promise<TBusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...values, updatedAt: new Date() })
    .where(personalOf(ownerId))
    .returning();
  return row;
}

/** Renames the person's personal seller row after them; answers whether there was one to rename. */
export async function renamePersonalShop(db: TExecutor, ownerId: string, name: string): Promise<boolean> {
  const result = await db
    .update(businesses)
    .set({ name, updatedAt: new Date() })
    .where(and(personalOf(ownerId), ne(businesses.name, name)));
  return (result.rowCount ?? 0) > 0;
}

export async function findBusinessBySlug(db: TExecutor, slug: string): Promise<TBusinessRow | undefined> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.slug, slug), inDirectory(), notSuspended()))
    .limit(1);
  return row;
}

export async function listOwnedBusinesses(
  db: TExecutor,
  ownerId: string,
  options: { limit: number; offset: number; kinds?: TOwnedKinds },
): Promise<TBusinessRow[]> {
  return db
    .select()
    .from(businesses)
    .where(ownedWhere(ownerId, options.kinds ?? 'business'))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Every business in the directory (the public platform figure). */
export async function countBusinesses(db: TExecutor): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(businesses)
    .where(and(inDirectory(), notSuspended()));
  return row?.count ?? 0;
}

export async function countOwnedBusinesses(
  db: TExecutor,
  ownerId: string,
  kinds: TOwnedKinds = 'business',
): Promise<number> {
  const [row] = await db.select({ count: count() }).from(businesses).where(ownedWhere(ownerId, kinds));
  return row?.count ?? 0;
}

export async function updateOwnedBusiness(
  db: TExecutor,
  ownerId: string,
  id: string,
  values: TBusinessChanges,
): Promise<TBusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(businesses.id, id), ownedWhere(ownerId, 'business')))
    .returning();
  return row;
}

export async function deleteOwnedBusiness(
  db: TExecutor,
  ownerId: string,
  id: string,
): Promise<TBusinessRow | undefined> {
  const [row] = await db
    .delete(businesses)
    .where(and(eq(businesses.id, id), ownedWhere(ownerId, 'business')))
    .returning();
  return row;
}

/**
 * Staff's verified badge of a business (decision 062): `granted` or `revoked` wins over the owner's
 * identity, null follows it; a trigger keeps `verified`. The badge as it now is, or undefined.
 */
export async function setBusinessBadge(
  db: TExecutor,
  id: string,
  badge: 'granted' | 'revoked' | null,
): Promise<{ verified: boolean; badge: 'granted' | 'revoked' | null } | undefined> {
  const [row] = await db
    .update(businesses)
    // `verified` is named so the AFTER UPDATE OF "verified" trigger copies the new value to the
    // business's products; the BEFORE trigger computes it from the badge.
    .set({ verifiedBadge: badge, verified: sql`${businesses.verified}`, updatedAt: new Date() })
    .where(eq(businesses.id, id))
    .returning({ verified: businesses.verified, badge: businesses.verifiedBadge });
  return row;
}

/** A person's businesses (and personal shop) with their badge, for staff reviewing the person. */
export async function listOwnerBadges(db: TExecutor, ownerId: string) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      kind: businesses.kind,
      verified: businesses.verified,
      badge: businesses.verifiedBadge,
    })
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(businesses.createdAt);
}

/** The badge of one business and its owner, or undefined. */
export async function findBusinessBadge(db: TExecutor, id: string) {
  const [row] = await db
    .select({
      id: businesses.id,
      ownerId: businesses.ownerId,
      name: businesses.name,
      slug: businesses.slug,
      verified: businesses.verified,
      badge: businesses.verifiedBadge,
    })
    .from(businesses)
    .where(eq(businesses.id, id))
    .limit(1);
  return row;
}

/** A business with its owner for staff, locked for the transaction's change when `lock`; or undefined. */
export async function findBusinessForStaff(
  db: TExecutor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TBusinessRow | undefined> {
  const query = db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * Staff's suspension of a business (decision 066): `{ reason }` suspends it now, null lifts it.
 * Answers the row as it now is, or undefined when there is no such business.
 */
export async function setBusinessSuspension(
  db: TExecutor,
  id: string,
  suspension: { reason: string } | null,
): Promise<TBusinessRow | undefined> {
  const [row] = await db
    .update(businesses)
    .set(
      suspension
        ? { suspendedAt: new Date(), suspendedReason: suspension.reason, updatedAt: new Date() }
        : { suspendedAt: null, suspendedReason: null, updatedAt: new Date() },
    )
    .where(eq(businesses.id, id))
    .returning();
  return row;
}

/** Seeds and tests: the badge granted (true) or revoked (false) by staff. */
export async function setBusinessVerified(db: TExecutor, id: string, verified: boolean): Promise<void> {
  await setBusinessBadge(db, id, verified ? 'granted' : 'revoked');
}

/* The public directory */

export interface TDirectorySearch {
  /** The words of the query (letters, marks and digits only; see search-words.ts). */
  words?: string[];
  type?: TBusinessRow['type'];
  /** A district of Bangladesh (`bd-dhaka`): all its businesses, however their city is spelt. */
  district?: string;
  /** A city as written (compared without case), of businesses without a district. */
  city?: string;
  verified?: boolean;
  sort: 'relevance' | 'rating' | 'newest';
  limit: number;
  offset: number;
}

/** What a row of the public directory shows (never the search vectors). */
const directoryColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  type: businesses.type,
  description: businesses.description,
  logoThumbKey: businesses.logoThumbKey,
  city: businesses.city,
  district: businesses.district,
  country: businesses.country,
  verified: businesses.verified,
  hours: businesses.hours,
  timeZone: businesses.timeZone,
  ratingAvg: businesses.ratingAvg,
  ratingCount: businesses.ratingCount,
  createdAt: businesses.createdAt,
};
export type TDirectoryRow = Pick<TBusinessRow, keyof typeof directoryColumns>;

/** Remembers the similar words of query words (the word list changes only with businesses). */
export interface TWordMemo {
  get(word: string): string[] | undefined;
  set(word: string, similar: string[]): void;
}

/**
 * Up to three known words of the directory similar to each query word (pg_trgm, closest first),
 * for words of four letters or more that are not known words themselves. One indexed lookup per
 * word, each with the word as a constant, so PostgreSQL can use the trigram index. Words already in
 * `memo` are not looked up again.
 */
async function similarWords(
  db: TExecutor,
  words: string[],
  memo?: TWordMemo,
): Promise<Map<string, string[]>> {
  const similar = new Map<string, string[]>();
  const candidates: string[] = [];
  for (const word of new Set(words.filter((word) => word.length >= 4))) {
    const known = memo?.get(word);
    if (known) similar.set(word, known);
    else candidates.push(word);
  }
  if (!candidates.length) return similar;
  const parts = candidates.map(
    (word) => sql`(SELECT ${word}::text AS query, w.word FROM ${directoryWords} w
      WHERE w.word % ${word}::text
        AND NOT EXISTS (SELECT 1 FROM ${directoryWords} e WHERE e.word = ${word}::text)
      ORDER BY w.word <-> ${word}::text, w.word LIMIT 3)`,
  );
  const result = await db.execute<{ query: string; word: string }>(sql.join(parts, sql` UNION ALL `));
  for (const word of candidates) similar.set(word, []);
  for (const row of result.rows) similar.get(row.query)?.push(row.word);
  for (const word of candidates) memo?.set(word, similar.get(word) ?? []);
  return similar;
}

/**
 * The tsquery for the words, as SQL: each word as a prefix, OR'd with the similar known words when
 * it is not one itself — `'resturant':* | 'restaurant'` — and the words AND'ed. No text of a user or
 * of the word list is ever spliced into a tsquery text unquoted: each query word becomes a quoted
 * operand of `to_tsquery('simple', …)` (normalised like the documents), and each known word (a
 * lexeme of some business, which may hold `'`, `\`, `:` or `&` — e.g. `example.com/it's`) an exact
 * quoted operand cast to `tsquery` (search-words.ts `quoteLexeme`), both passed as parameters.
 */
export async function directoryTsquery(db: TExecutor, words: string[], memo?: TWordMemo): Promise<SQL> {
  return (await directoryTsqueries(db, words, memo)).tsquery;
}

/**
 * `tsquery` (see `directoryTsquery`), and `sized`: the same matches with each word also exact
 * (`'tea':* | 'tea'`). PostgreSQL guesses prefixes rare; the exact word gives it a fair (rather high)
 * estimate. Counting uses `tsquery`, so it reads the full-text index rather than the table; a page
 * of a broad search uses `sized`, so it reads an ordered index and stops (decision 045).
 */
export async function directoryTsqueries(
  db: TExecutor,
  words: string[],
  memo?: TWordMemo,
): Promise<{ tsquery: SQL; sized: SQL }> {
  const similar = await similarWords(db, words, memo);
  const build = (exactToo: boolean) => {
    const perWord = words.map((word) => {
      const text = `${quoteLexeme(word)}:*${exactToo ? ` | ${quoteLexeme(word)}` : ''}`;
      const operands = [
        sql`to_tsquery('simple', ${text})`,
        ...(similar.get(word) ?? []).filter(Boolean).map((other) => sql`${quoteLexeme(other)}::tsquery`),
      ];
      return sql`(${sql.join(operands, sql` || `)})`;
    });
    return sql`(${sql.join(perWord, sql` && `)})`;
  };
  return { tsquery: build(false), sized: build(true) };
}

/** The filters of a search, and the words (a tsquery as SQL) when there are any. */
function directoryWhere(search: TDirectorySearch, query?: SQL): SQL | undefined {
  const filters: SQL[] = [inDirectory(), notSuspended()];
  if (query) filters.push(sql`${businesses.searchVector} @@ ${query}`);
  if (search.type) filters.push(eq(businesses.type, search.type));
  if (search.district) filters.push(eq(businesses.district, search.district));
  if (search.city)
    filters.push(sql`${businesses.district} IS NULL AND lower(${businesses.city}) = lower(${search.city})`);
  if (search.verified !== undefined) filters.push(eq(businesses.verified, search.verified));
  return and(...filters);
}

/** The sort keys of each order (all descending), ending in the id so pages never overlap or skip. */
const SORT_KEYS = {
  relevance: [businesses.quality, businesses.createdAt, businesses.id],
  rating: [businesses.ratingAvg, businesses.ratingCount, businesses.id],
  newest: [businesses.createdAt, businesses.id],
};

/**
 * The words of a page: their tsquery (`sized`, see `directoryTsqueries`), and whether they match
 * many businesses (more than were counted; decision 045).
 */
export interface TPageWords {
  query: SQL;
  many: boolean;
}

/**
 * One page of the directory: by quality ("best match"; decision 045), rating or newest, each served
 * by an index. With words, "best match" puts businesses whose name has every word first
 * (`findBestMatches`).
 */
export async function findDirectoryPage(
  db: TExecutor,
  search: TDirectorySearch,
  words?: TPageWords,
): Promise<TDirectoryRow[]> {
  if (!words) {
    return db
      .select(directoryColumns)
      .from(businesses)
      .where(directoryWhere(search))
      .orderBy(...SORT_KEYS[search.sort].map((key) => desc(key)))
      .limit(search.limit)
      .offset(search.offset);
  }
  if (search.sort === 'relevance') return findBestMatches(db, search, words);
  const where = directoryWhere(search, words.query) ?? sql`true`;
  const page = firstMatches(where, search.sort, words.many, search.limit, search.offset);
  return readPage(db, page, search.sort);
}

/**
 * "Best match" with words, in two tiers: businesses whose name has every word (`name_vector`), then
 * the other matches, each tier by quality; no row is ranked by `ts_rank`. The second tier is read
 * only when the first has fewer rows than the page needs (then it holds every name match), as the
 * first rows of all matches with the name matches left out: each part has one search condition,
 * which PostgreSQL estimates well.
 */
async function findBestMatches(
  db: TExecutor,
  search: TDirectorySearch,
  words: TPageWords,
): Promise<TDirectoryRow[]> {
  const filters = directoryWhere(search);
  const match = (condition: SQL) => (filters ? sql`${filters} AND ${condition}` : condition);
  const enough = search.offset + search.limit;
  const tier = (vector: AnyPgColumn, many: boolean) =>
    firstMatches(match(sql`${vector} @@ ${words.query}`), 'relevance', many, enough);
  // Name matches are not counted, and an ordered index searched for a word no name has would be
  // read to its end: they are always read through the name index and sorted.
  const [named, all] = [tier(businesses.nameVector, false), tier(businesses.searchVector, words.many)];
  const page = sql`
    WITH named AS (${named}), matching AS (${all})
    SELECT 1 AS tier, * FROM named
    UNION ALL
    SELECT 0, * FROM matching
    WHERE (SELECT count(*) FROM named) < ${enough} AND id NOT IN (SELECT id FROM named)
    ORDER BY tier DESC, k0 DESC, k1 DESC, k2 DESC
    LIMIT ${search.limit} OFFSET ${search.offset}`;
  return readPage(db, page, 'relevance', sql`page.tier DESC, `);
}

/**
 * The id and sort keys (`k0`, `k1`, …) of the first matches of `where` in the order of `sort`. For
 * `many` matches PostgreSQL may read the order's index and stop after the page; for fewer (at most
 * the counting cap), OFFSET 0 keeps the order out of the scan, so every match is read through the
 * full-text index and sorted, never an ordered index searched through for a few rare matches.
 */
function firstMatches(
  where: SQL,
  sort: TDirectorySearch['sort'],
  many: boolean,
  limit: number,
  offset = 0,
): SQL {
  const keys = SORT_KEYS[sort];
  const selected = sql.join(
    [sql`${businesses.id} AS id`, ...keys.map((key, i) => sql`${key} AS ${sql.identifier(`k${i}`)}`)],
    sql`, `,
  );
  const order = sql.join(
    keys.map((_, i) => sql`${sql.identifier(`k${i}`)} DESC`),
    sql`, `,
  );
  const source = many
    ? sql`SELECT ${selected} FROM ${businesses} WHERE ${where}`
    : sql`SELECT * FROM (SELECT ${selected} FROM ${businesses} WHERE ${where} OFFSET 0) AS matches`;
  return sql`${source} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`;
}

/** The directory rows of a page of ids and sort keys (see `firstMatches`), in the page's order. */
async function readPage(
  db: TExecutor,
  page: SQL,
  sort: TDirectorySearch['sort'],
  before: SQL = sql``,
): Promise<TDirectoryRow[]> {
  const columns = sql.join(
    Object.entries(directoryColumns).map(([key, column]) => sql`${column} AS ${sql.identifier(key)}`),
    sql`, `,
  );
  const order = sql.join(
    SORT_KEYS[sort].map((_, i) => sql`page.${sql.identifier(`k${i}`)} DESC`),
    sql`, `,
  );
  const result = await db.execute<Omit<TDirectoryRow, 'createdAt'> & { createdAt: Date | string }>(sql`
    SELECT ${columns} FROM (${page}) AS page JOIN ${businesses} ON ${businesses.id} = page.id
    ORDER BY ${before}${order}`);
  // Drizzle's driver answers times as text outside its query builder.
  return result.rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/**
 * How many businesses match, counting at most `cap + 1` of them: an answer above `cap` means "more
 * than cap" (decision 045), so a word that matches most of the directory is not counted to the end.
 * `query` is the words' plain tsquery (`directoryTsqueries`), so PostgreSQL reads the full-text index.
 */
export async function countDirectoryMatches(
  db: TExecutor,
  search: TDirectorySearch,
  cap: number,
  query?: SQL,
): Promise<number> {
  const matches = db
    .select({ id: businesses.id })
    .from(businesses)
    .where(directoryWhere(search, query))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ count: count() }).from(matches);
  return row?.count ?? 0;
}

/* The word list */

/**
 * `word` (a text column or expression) as a one-lexeme tsquery, quoted in SQL the way `quoteLexeme`
 * does (the quote characters are parameters, so no escaping rules of SQL literals are involved).
 */
function lexemeTsquery(word: SQL): SQL {
  const [quote, backslash] = ["'", '\\'];
  return sql`(${quote}::text || replace(replace(${word}, ${backslash}::text, ${backslash + backslash}::text), ${quote}::text, ${quote + quote}::text) || ${quote}::text)::tsquery`;
}

/** Up to `limit` words of the list after `after` (in the list's order), for the rolling sweep. */
export async function nextDirectoryWords(db: TExecutor, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ word: directoryWords.word })
    .from(directoryWords)
    .where(sql`${directoryWords.word} > ${after}`)
    .orderBy(asc(directoryWords.word))
    .limit(limit);
  return rows.map((row) => row.word);
}

/**
 * Deletes from the word list those of `words`, and the lexemes of a business's former search vector
 * (as text) that its current one (after a change; none after a delete) lacks, that no business has
 * any more. One indexed full-text probe per such word. Answers how many words went.
 */
export async function deleteUnusedDirectoryWords(
  db: TExecutor,
  words: string[],
  vectors: { former?: string | null; current?: string | null } = {},
): Promise<number> {
  if (!words.length && !vectors.former) return 0;
  const lexemes = (vector: string | null | undefined) =>
    sql`unnest(tsvector_to_array(coalesce(${vector ?? null}::tsvector, ''::tsvector)))`;
  const result = await db.execute(sql`
    DELETE FROM ${directoryWords} w
    WHERE (w.word = ANY(${sql.param(words)}::text[])
           OR w.word IN (SELECT ${lexemes(vectors.former)} EXCEPT SELECT ${lexemes(vectors.current)}))
      AND NOT EXISTS (
        SELECT 1 FROM ${businesses} b
        WHERE b.search_vector @@ ${lexemeTsquery(sql`w.word`)} AND b.kind = 'business')`);
  return result.rowCount ?? 0;
}

/* Categories */

export async function listCategories(db: TExecutor, businessId: string): Promise<TBusinessCategoryRow[]> {
  return db
    .select()
    .from(businessCategories)
    .where(eq(businessCategories.businessId, businessId))
    .orderBy(asc(businessCategories.position), asc(businessCategories.createdAt));
}

export async function findCategory(
  db: TExecutor,
  businessId: string,
  id: string,
): Promise<TBusinessCategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(businessCategories)
    .where(and(eq(businessCategories.id, id), eq(businessCategories.businessId, businessId)))
    .limit(1);
  return row;
}

/** Categories of the business named (case-insensitively) as given. */
export async function findCategoriesByName(
  db: TExecutor,
  businessId: string,
  names: string[],
): Promise<TBusinessCategoryRow[]> {
  if (!names.length) return [];
  return db
    .select()
    .from(businessCategories)
    .where(
      and(
        eq(businessCategories.businessId, businessId),
        inArray(
          sql`lower(${businessCategories.name})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
}

export async function insertCategory(
  db: TExecutor,
  businessId: string,
  name: string,
): Promise<TBusinessCategoryRow> {
  const [row] = await db
    .insert(businessCategories)
    .values({
      businessId,
      name,
      position: sql`(select coalesce(max(${businessCategories.position}) + 1, 0) from ${businessCategories} where ${businessCategories.businessId} = ${businessId})`,
    })
    .returning();
  if (!row) throw new Error('insert into business_categories returned nothing');
  return row;
}

export async function countCategories(db: TExecutor, businessId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(businessCategories)
    .where(eq(businessCategories.businessId, businessId));
  return row?.count ?? 0;
}

export async function renameCategory(
  db: TExecutor,
  businessId: string,
  id: string,
  name: string,
): Promise<TBusinessCategoryRow | undefined> {
  const [row] = await db
    .update(businessCategories)
    .set({ name })
    .where(and(eq(businessCategories.id, id), eq(businessCategories.businessId, businessId)))
    .returning();
  return row;
}

/** Deletes a category; its products keep working without one (ON DELETE SET NULL). */
export async function deleteCategory(
  db: TExecutor,
  businessId: string,
  id: string,
): Promise<TBusinessCategoryRow | undefined> {
  const [row] = await db
    .delete(businessCategories)
    .where(and(eq(businessCategories.id, id), eq(businessCategories.businessId, businessId)))
    .returning();
  return row;
}

/** Sets each category's position to its index in `ids` (one statement). */
export async function setCategoryPositions(db: TExecutor, businessId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`
    UPDATE ${businessCategories} SET position = ordered.position
    FROM (SELECT id, (ordinality - 1)::int AS position
          FROM unnest(${sql.param(ids)}::uuid[]) WITH ORDINALITY AS t(id, ordinality)) AS ordered
    WHERE ${businessCategories.id} = ordered.id AND ${businessCategories.businessId} = ${businessId}`);
}

/* Reviews */

/** Recomputes the business's rating count and sum from its reviews and its buyers' part. */
async function refreshRating(db: TExecutor, businessId: string): Promise<void> {
  await db
    .update(businesses)
    .set({
      ratingCount: sql`${businesses.salesRatingCount} + (select count(*)::int from ${businessReviews} where ${businessReviews.businessId} = ${businessId} and ${businessReviews.moderation} is null)`,
      ratingSum: sql`${businesses.salesRatingSum} + (select coalesce(sum(${businessReviews.rating}), 0)::int from ${businessReviews} where ${businessReviews.businessId} = ${businessId} and ${businessReviews.moderation} is null)`,
    })
    .where(eq(businesses.id, businessId));
}

/**
 * Sets the buyers' part of a business's rating (the count and sum of its product reviews, kept by
 * the orders area, decision 056) and recomputes the whole rating, in the caller's transaction.
 */
export async function setSalesRating(
  db: TExecutor,
  businessId: string,
  totals: { count: number; sum: number },
): Promise<void> {
  await db
    .update(businesses)
    .set({ salesRatingCount: totals.count, salesRatingSum: totals.sum })
    .where(eq(businesses.id, businessId));
  await refreshRating(db, businessId);
}

/** Creates or replaces the user's review of the business and refreshes its rating, in one transaction. */
export async function upsertReview(
  db: TExecutor,
  values: { businessId: string; userId: string; authorName: string; rating: number; body: string | null },
): Promise<TBusinessReviewRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(businessReviews)
      .values(values)
      .onConflictDoUpdate({
        target: [businessReviews.businessId, businessReviews.userId],
        set: {
          rating: values.rating,
          body: values.body,
          authorName: values.authorName,
          updatedAt: new Date(),
        },
      })
      .returning();
    if (!row) throw new Error('upsert into business_reviews returned nothing');
    await refreshRating(tx, values.businessId);
    return row;
  });
}

export async function deleteReviewOfUser(
  db: TExecutor,
  businessId: string,
  userId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(businessReviews)
      .where(and(eq(businessReviews.businessId, businessId), eq(businessReviews.userId, userId)))
      .returning({ id: businessReviews.id });
    if (deleted.length) await refreshRating(tx, businessId);
    return deleted.length > 0;
  });
}

export async function findReviewOfUser(
  db: TExecutor,
  businessId: string,
  userId: string,
): Promise<TBusinessReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(businessReviews)
    .where(and(eq(businessReviews.businessId, businessId), eq(businessReviews.userId, userId)))
    .limit(1);
  return row;
}

export async function listReviews(
  db: TExecutor,
  businessId: string,
  options: { limit: number; offset: number },
): Promise<TBusinessReviewRow[]> {
  return db
    .select()
    .from(businessReviews)
    .where(and(eq(businessReviews.businessId, businessId), isNull(businessReviews.moderation)))
    .orderBy(desc(businessReviews.createdAt), desc(businessReviews.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function setReviewReply(
  db: TExecutor,
  businessId: string,
  reviewId: string,
  reply: string | null,
): Promise<TBusinessReviewRow | undefined> {
  const [row] = await db
    .update(businessReviews)
    .set({ reply, repliedAt: reply === null ? null : new Date() })
    .where(and(eq(businessReviews.id, reviewId), eq(businessReviews.businessId, businessId)))
    .returning();
  return row;
}

/* Sitemaps (modules/seo). Every business profile has a public page at /b/:slug; a person's own
   items (kind 'personal', decision 058) have none. */

/** The last change in each sitemap file of `perFile` businesses (oldest businesses first). */
export async function summarisePublicBusinessFiles(db: TExecutor, perFile: number): Promise<Date[]> {
  const result = await db.execute<{ lastmod: Date | string }>(sql`
    SELECT max(updated_at) AS lastmod
    FROM (
      SELECT updated_at, (row_number() OVER (ORDER BY created_at, id) - 1) / ${perFile} AS file
      FROM ${businesses}
      WHERE ${inDirectory()} AND ${notSuspended()}
    ) AS numbered
    GROUP BY file
    ORDER BY file`);
  return result.rows.map((row) => new Date(row.lastmod));
}

/** The slugs and last changes of one sitemap file's businesses (oldest first). */
export async function listPublicBusinessPaths(
  db: TExecutor,
  options: { offset: number; limit: number },
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
    .from(businesses)
    .where(and(inDirectory(), notSuspended()))
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(options.limit)
    .offset(options.offset);
}

/* Moderation of reviews (issue 17): a review hidden or removed by staff leaves the page and the rating. */

/** A business review with its business's address and state, whatever the review's state. */
export async function findBusinessReviewForModeration(db: TExecutor, id: string) {
  const [row] = await db
    .select({
      id: businessReviews.id,
      userId: businessReviews.userId,
      body: businessReviews.body,
      rating: businessReviews.rating,
      moderation: businessReviews.moderation,
      businessId: businesses.id,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      businessListed: sql<boolean>`(${inDirectory()} AND ${businesses.suspendedAt} IS NULL)`,
    })
    .from(businessReviews)
    .innerJoin(businesses, eq(businesses.id, businessReviews.businessId))
    .where(eq(businessReviews.id, id))
    .limit(1);
  return row;
}

/** Sets or clears a review's moderation and recomputes its business's rating, in the caller's transaction. */
export async function setBusinessReviewModeration(
  db: TExecutor,
  id: string,
  moderation: { state: 'hidden' | 'removed'; reason: string } | null,
): Promise<boolean> {
  const [row] = await db
    .update(businessReviews)
    .set(
      moderation
        ? { moderation: moderation.state, moderationReason: moderation.reason, moderatedAt: new Date() }
        : { moderation: null, moderationReason: null, moderatedAt: null },
    )
    .where(eq(businessReviews.id, id))
    .returning({ businessId: businessReviews.businessId });
  if (!row) return false;
  await refreshRating(db, row.businessId);
  return true;
}
