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
import { searchBusinesses, type TDirectorySearch, type TWordMemo } from './repository.ts';
import { searchWords } from './search-words.ts';

type TDirectoryQuery = z.output<typeof ZDirectoryQuerySchema>;
type TSearchResult = Awaited<ReturnType<typeof searchBusinesses>>;

/**
 * The public directory: words in name and description (any script; prefixes; small typos through
 * similar known words, see `directoryTsquery`), filters by type, place and the verified badge, sorted by relevance,
 * rating or newest. A query without words lists everything, "best match" meaning the most complete,
 * verified and well-reviewed businesses first (decision 045). The place (`?city=`) is a district code
 * (`bd-dhaka`), a district's name in any language (all its spellings), or another city as written.
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
  // The rows are cached, not the answer: "open now" is worked out afresh for every request.
  const key = `search:${JSON.stringify(search)}`;
  let found = deps.cache.get(key) as TSearchResult | undefined;
  if (!found) {
    const generation = deps.cache.generation();
    found = await searchBusinesses(deps.db, search, wordMemo(deps.cache, generation));
    deps.cache.set(key, found, generation);
  }
  const { rows, total } = found;
  const now = new Date();
  return {
    success: true,
    data: rows.map((row) =>
      presentDirectoryEntry(row, { appUrl: deps.config.appUrl, storage: deps.storage, now }),
    ),
    meta: { page: query.page, perPage: query.per_page, total },
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
