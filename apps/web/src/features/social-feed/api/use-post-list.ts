import type { TFeedPage } from '@haat/shared/social/community-schemas';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A list of posts paged by the server's cursor (`meta.next_cursor`, null at the end), for "Load more". */
export function usePostList(queryKey: QueryKey, path: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    // The feed changes as people post: opening it again reads it again.
    staleTime: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<TFeedPage>(pageParam ? `${path}?cursor=${encodeURIComponent(pageParam)}` : path, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
  return {
    posts: query.data?.pages.flatMap((page) => page.data),
    isError: query.isError,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    fetchNextPage: query.fetchNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}

export type TPostList = ReturnType<typeof usePostList>;
