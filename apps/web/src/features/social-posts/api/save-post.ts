import type { TPost, TPostInput } from '@haat/shared/social/post-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { feedKeys } from '../../social-feed/api/keys.ts';
import { postKeys } from './keys.ts';

/** Creates a post (`id` absent) or changes one: publish now, save as a draft or schedule. */
export function useSavePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TPostInput }) =>
      id
        ? api.patch<TEnvelope<TPost>>(`/api/social/posts/${id}`, body)
        : api.post<TEnvelope<TPost>>('/api/social/posts', body),
    // The feed and the right panel's counts show published posts too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: postKeys.all }),
        client.invalidateQueries({ queryKey: feedKeys.all }),
      ]),
  });
}
