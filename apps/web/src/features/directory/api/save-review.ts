import type { TReview, TReviewInput } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { directoryKeys } from './keys.ts';

/** Writes or rewrites the signed-in user's review of the business (one per user). */
export function useSaveReview(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TReviewInput) =>
      api.put<TEnvelope<TReview>>(`/api/businesses/${encodeURIComponent(slug)}/review`, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: directoryKeys.business(slug) }),
        client.invalidateQueries({ queryKey: ['directory', 'search'] }),
      ]),
  });
}
