import type { TFeedPost, TSharePost } from '@haat/shared/social/community-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { feedKeys, segment } from './keys.ts';

/** `POST /api/social/posts/:id/share`: a repost in the sharer's feed at once, with their own words if any. */
export function useSharePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ postId, body }: { postId: string; body: TSharePost }) =>
      (await api.post<TEnvelope<TFeedPost>>(`/api/social/posts/${segment(postId)}/share`, body)).data,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: feedKeys.lists }),
        client.invalidateQueries({ queryKey: feedKeys.stats }),
      ]),
  });
}
