import type { TPost } from '@haat/shared/social/post-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

/** A new draft copy of a post. */
export function useDuplicatePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TEnvelope<TPost>>(`/api/social/posts/${id}/duplicate`),
    onSuccess: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}
