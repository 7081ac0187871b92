import type { TDirectoryEntry, TDirectoryList } from '@haat/shared/directory/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { directoryKeys } from '../../directory/api/keys.ts';

/** Businesses suggested at once for an `@word`. */
export const MENTION_SUGGESTIONS = 5;

/** The public directory's first businesses for `q` (any language), best match first. */
export function mentionSearchQuery(q: string) {
  const params = new URLSearchParams({ q, per_page: String(MENTION_SUGGESTIONS) }).toString();
  return queryOptions({
    queryKey: directoryKeys.search(`mention:${params}`),
    queryFn: ({ signal }) =>
      api.get<TDirectoryList>(`/api/businesses?${params}`, signal).then((answer) => answer.data),
    staleTime: 60_000,
  });
}

/** Businesses to suggest for `q`; nothing is asked while `q` is empty. */
export function useMentionSearch(q: string) {
  return useQuery({ ...mentionSearchQuery(q), enabled: q !== '', placeholderData: keepPreviousData });
}

export type { TDirectoryEntry };
