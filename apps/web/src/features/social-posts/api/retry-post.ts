import type { TPost } from '@haat/shared/social/post-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { feedKeys } from '../../social-feed/api/keys.ts';
import { postKeys } from './keys.ts';

/** Publishes a failed post's failed destinations again, now. */
export function useRetryPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TEnvelope<TPost>>(`/api/social/posts/${id}/retry`),
    // The feed and the right panel's counts show published posts too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: postKeys.all }),
        client.invalidateQueries({ queryKey: feedKeys.all }),
      ]),
  });
}
