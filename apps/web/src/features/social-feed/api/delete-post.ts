import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/ui/toast.tsx';
import { api } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { feedKeys, segment } from './keys.ts';

/**
 * `DELETE /api/social/posts/:id`: one's own post leaves the feed. The messages are said here, as
 * the post (and its menu) leaves the screen with the lists read again.
 */
export function useDeletePost() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.delete<unknown>(`/api/social/posts/${segment(postId)}`),
    onSuccess: () => {
      showToast({ tone: 'success', message: t('feed.menu.deleted') });
      return Promise.all([
        client.invalidateQueries({ queryKey: feedKeys.lists }),
        client.invalidateQueries({ queryKey: feedKeys.stats }),
      ]);
    },
    onError: () => showToast({ tone: 'error', message: t('feed.menu.delete_failed') }),
  });
}
