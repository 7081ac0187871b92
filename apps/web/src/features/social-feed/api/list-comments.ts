import type { TCommentThread } from '@haat/shared/social/community-schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedKeys, segment } from './keys.ts';

export interface TCommentPage {
  data: TCommentThread[];
  meta: { next_cursor: string | null; total: number };
}

/** `GET /api/social/posts/:id/comments`: top-level comments oldest first, each with its replies. */
export function useComments(postId: string) {
  const query = useInfiniteQuery({
    queryKey: feedKeys.comments(postId),
    staleTime: 0,
    queryFn: ({ pageParam, signal }) =>
      api.get<TCommentPage>(
        `/api/social/posts/${segment(postId)}/comments${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.meta.next_cursor ?? undefined,
  });
  return {
    threads: query.data?.pages.flatMap((page) => page.data),
    total: query.data?.pages.at(-1)?.meta.total,
    isError: query.isError,
    refetch: query.refetch,
    hasNextPage: query.hasNextPage,
    fetchNextPage: query.fetchNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}
