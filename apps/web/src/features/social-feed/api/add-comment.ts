import type { TAddComment, TComment } from '@haat/shared/social/community-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { feedKeys, segment } from './keys.ts';
import { patchPost, withCount } from './patch-posts.ts';

/** `POST /api/social/posts/:id/comments`: a comment, or a reply (`parent_id`) to a top-level comment. */
export function useAddComment(postId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TAddComment) =>
      (await api.post<TEnvelope<TComment>>(`/api/social/posts/${segment(postId)}/comments`, body)).data,
    onSuccess: () => {
      patchPost(client, postId, (post) => withCount(post, 'comments', post.counts.comments + 1));
      return client.invalidateQueries({ queryKey: feedKeys.comments(postId) });
    },
  });
}
