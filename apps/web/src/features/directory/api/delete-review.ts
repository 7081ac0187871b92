import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { directoryKeys } from './keys.ts';

/** Deletes the signed-in user's review of the business. */
export function useDeleteReview(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ success: true; message: string }>(`/api/businesses/${encodeURIComponent(slug)}/review`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: directoryKeys.business(slug) }),
        client.invalidateQueries({ queryKey: ['directory', 'search'] }),
      ]),
  });
}
