import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

interface TPage<TItem, TMeta> {
  data: TItem[];
  meta: TMeta & { page: number; perPage: number; total?: number };
}

/**
 * A paginated list endpoint read page by page (a "Load more" button): answers the items loaded so
 * far with the first page's `meta`, and whether another page exists. Invalidating `queryKey`
 * refetches every loaded page.
 */
export function usePagedList<TItem, TMeta = object>(
  queryKey: QueryKey,
  url: (page: number) => string,
  enabled = true,
) {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    queryFn: ({ pageParam, signal }) => api.get<TPage<TItem, TMeta>>(url(pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.total !== undefined && last.meta.page * last.meta.perPage < last.meta.total
        ? last.meta.page + 1
        : undefined,
  });
  const first = query.data?.pages[0];
  return {
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    data:
      first && query.data
        ? { meta: first.meta, data: query.data.pages.flatMap((page) => page.data) }
        : undefined,
    hasNextPage: query.hasNextPage,
    fetchNextPage: query.fetchNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}
