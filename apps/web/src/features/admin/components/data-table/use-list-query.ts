import type { TPageMeta } from '@haat/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** A list endpoint's answer: `{ success, data, meta: { page, perPage, total } }`. */
export interface TListAnswer<Row> {
  success: true;
  data: Row[];
  meta: TPageMeta;
}

/**
 * One page of an admin list: `GET path?query` (the list's `query` from useListParams), keyed by
 * `key` + the query; the previous page stays on screen (faded by DataTable) while the next loads.
 * Invalidate `key` after an action to refresh every page.
 */
export function useListQuery<Row>(key: readonly unknown[], path: string, query: string) {
  return useQuery({
    queryKey: [...key, query],
    queryFn: ({ signal }) => api.get<TListAnswer<Row>>(`${path}?${query}`, signal),
    placeholderData: keepPreviousData,
  });
}
