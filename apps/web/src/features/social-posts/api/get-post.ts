import type { TPost } from '@haat/shared/social/post-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

export function postQuery(id: string) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<TEnvelope<TPost>>(`/api/social/posts/${id}`, signal).then((answer) => answer.data),
    // The composer is filled once from it; a refetch must not wipe what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One of the author's posts, to edit. */
export function usePost(id: string | undefined) {
  return useQuery({ ...postQuery(id ?? ''), enabled: !!id });
}
