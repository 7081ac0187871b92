import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast.tsx';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { feedKeys, segment } from './keys.ts';
import { patchPost, withCount } from './patch-posts.ts';

/**
 * `DELETE /api/social/comments/:id` (one's own, or any on one's post); answers the post's comment
 * count. The messages are said here, as the comment leaves the screen with the thread read again.
 */
export function useDeleteComment(postId: string) {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (commentId: string) =>
      (await api.delete<TEnvelope<{ comments: number }>>(`/api/social/comments/${segment(commentId)}`)).data,
    onSuccess: (result) => {
      showToast({ tone: 'success', message: t('feed.comments.deleted_done') });
      patchPost(client, postId, (post) => withCount(post, 'comments', result.comments));
      return client.invalidateQueries({ queryKey: feedKeys.comments(postId) });
    },
    onError: () => showToast({ tone: 'error', message: t('feed.comments.delete_failed') }),
  });
}
