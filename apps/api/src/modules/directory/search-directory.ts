import type { TDirectoryList, ZDirectoryQuerySchema } from '@haat/shared';
import type { z } from 'zod';
import type { TDirectoryDeps } from './directory-deps.ts';
import { presentDirectoryEntry } from './present-business.ts';
import { searchBusinesses } from './repository.ts';
import { searchWords } from './search-words.ts';

type TDirectoryQuery = z.output<typeof ZDirectoryQuerySchema>;

/**
 * The public directory: words in name and description (any script; prefixes; small typos through
 * similar known words, see `directoryTsquery`), filters by type, city and the verified badge, sorted by relevance,
 * rating or newest. A query without words lists everything (newest first unless sorted by rating).
 */
export async function searchDirectory(deps: TDirectoryDeps, query: TDirectoryQuery): Promise<TDirectoryList> {
  const { rows, total } = await searchBusinesses(deps.db, {
    words: searchWords(query.q),
    type: query.type,
    city: query.city,
    verified: query.verified,
    sort: query.sort,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const now = new Date();
  return {
    success: true,
    data: rows.map((row) =>
      presentDirectoryEntry(row, { appUrl: deps.config.appUrl, storage: deps.storage, now }),
    ),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
