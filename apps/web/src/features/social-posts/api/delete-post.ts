import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { feedKeys } from '../../social-feed/api/keys.ts';
import { postKeys } from './keys.ts';

export function useDeletePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message?: string }>(`/api/social/posts/${id}`),
    // The feed and the right panel's counts show published posts too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: postKeys.all }),
        client.invalidateQueries({ queryKey: feedKeys.all }),
      ]),
  });
}
