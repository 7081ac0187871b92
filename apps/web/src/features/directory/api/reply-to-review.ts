import type { TReview } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { directoryKeys } from './keys.ts';

interface TReplyTarget {
  businessId: string;
  reviewId: string;
}

const replyPath = ({ businessId, reviewId }: TReplyTarget) =>
  `/api/my/businesses/${businessId}/reviews/${reviewId}/reply`;

/** The owner's public reply to a review: writes it, replacing any earlier one, or removes it. */
export function useReplyToReview(slug: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: directoryKeys.business(slug) });
  const save = useMutation({
    mutationFn: (input: TReplyTarget & { reply: string }) =>
      api.put<TEnvelope<TReview>>(replyPath(input), { reply: input.reply }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (input: TReplyTarget) => api.delete<TEnvelope<TReview>>(replyPath(input)),
    onSuccess: refresh,
  });
  return { save, remove };
}
