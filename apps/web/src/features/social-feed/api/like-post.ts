import type { TFeedPost, TLikeResult } from '@haat/shared/social/community-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast.tsx';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { feedKeys, segment } from './keys.ts';
import { patchPost, restorePosts, withCount } from './patch-posts.ts';

/**
 * `PUT`/`DELETE /api/social/posts/:id/like`: the heart and the count change at once; the server's
 * answer then sets the true count, and a refusal puts both back and says so.
 */
export function useLikePost() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ post, like }: { post: TFeedPost; like: boolean }) => {
      const path = `/api/social/posts/${segment(post.id)}/like`;
      return (
        like
          ? await api.put<TEnvelope<TLikeResult>>(path, {})
          : await api.delete<TEnvelope<TLikeResult>>(path)
      ).data;
    },
    onMutate: async ({ post, like }) => {
      await client.cancelQueries({ queryKey: feedKeys.lists });
      return patchPost(client, post.id, (current) => ({
        ...withCount(
          current,
          'likes',
          current.counts.likes + (like === current.liked_by_me ? 0 : like ? 1 : -1),
        ),
        liked_by_me: like,
      }));
    },
    onSuccess: (result, { post }) => {
      patchPost(client, post.id, (current) => ({
        ...withCount(current, 'likes', result.likes),
        liked_by_me: result.liked,
      }));
    },
    onError: (_error, _variables, snapshot) => {
      if (snapshot) restorePosts(client, snapshot);
      showToast({ tone: 'error', message: t('feed.like_failed') });
    },
  });
}
