import {
  districtOfName,
  isDistrictCode,
  type TDirectoryList,
  type ZDirectoryQuerySchema,
} from '@haat/shared';
import type { z } from 'zod';
import type { TTtlCache } from '../../lib/ttl-cache.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { presentDirectoryEntry } from './present-business.ts';
import {
  countDirectoryMatches,
  directoryTsqueries,
  findDirectoryPage,
  type TDirectoryRow,
  type TDirectorySearch,
  type TWordMemo,
} from './repository.ts';
import { searchWords } from './search-words.ts';

type TDirectoryQuery = z.output<typeof ZDirectoryQuerySchema>;

/** Matches are counted up to this many; beyond it the answer says "1,000+" (`total_capped`). */
export const DIRECTORY_TOTAL_CAP = 1_000;

/**
 * The public directory: words in name, description, type and place (any script; prefixes; small
 * typos through similar known words, see `directoryTsquery`), filters by type, place and the verified
 * badge, sorted by best match, rating or newest (decision 045). The place (`?city=`) is a district
 * code (`bd-dhaka`), a district's name in any language (all its spellings), or another city as written.
 */
export async function searchDirectory(deps: TDirectoryDeps, query: TDirectoryQuery): Promise<TDirectoryList> {
  const search: TDirectorySearch = {
    words: searchWords(query.q),
    type: query.type,
    ...placeFilter(query.city),
    verified: query.verified,
    sort: query.sort,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  // Rows are cached, not the answer ("open now" is worked out afresh for every request); the total
  // apart from the page and the order, so the pages and orders of one search are counted once.
  const { sort: _sort, limit: _limit, offset: _offset, ...matching } = search;
  const pageKey = `page:${JSON.stringify(search)}`;
  const totalKey = `total:${JSON.stringify(matching)}`;
  const generation = deps.cache.generation();
  let rows = deps.cache.get(pageKey) as TDirectoryRow[] | undefined;
  let total = deps.cache.get(totalKey) as number | undefined;
  if (!rows || total === undefined) {
    const queries = search.words?.length
      ? await directoryTsqueries(deps.db, search.words, wordMemo(deps.cache, generation))
      : undefined;
    // Counted first: how many match decides how the page is read (`TPageWords`).
    total ??= await countDirectoryMatches(deps.db, search, DIRECTORY_TOTAL_CAP, queries?.tsquery);
    deps.cache.set(totalKey, total, generation);
    const words = queries && { query: queries.sized, many: total > DIRECTORY_TOTAL_CAP };
    rows ??= total > search.offset ? await findDirectoryPage(deps.db, search, words) : [];
    deps.cache.set(pageKey, rows, generation);
  }
  const now = new Date();
  const capped = total > DIRECTORY_TOTAL_CAP;
  return {
    success: true,
    data: rows.map((row) =>
      presentDirectoryEntry(row, { appUrl: deps.config.appUrl, storage: deps.storage, now }),
    ),
    meta: {
      page: query.page,
      perPage: query.per_page,
      total: capped ? DIRECTORY_TOTAL_CAP : total,
      ...(capped ? { total_capped: true } : {}),
    },
  };
}

/** The typo corrections of query words, kept in the directory cache (cleared with it on writes). */
function wordMemo(cache: TTtlCache<unknown>, generation: number): TWordMemo {
  return {
    get: (word) => cache.get(`similar:${word}`) as string[] | undefined,
    set: (word, similar) => cache.set(`similar:${word}`, similar, generation),
  };
}

/** `?city=` as a district (by code or any of its names) or as a city as written. */
function placeFilter(city: string | undefined): { district?: string; city?: string } {
  if (!city) return {};
  const lower = city.toLowerCase();
  const district = isDistrictCode(lower) ? lower : districtOfName(city);
  return district ? { district } : { city: lower };
}
