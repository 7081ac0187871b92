import type { TPost, TPostReschedule } from '@haat/shared/social/post-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { scheduleKeys } from './keys.ts';

/** The post lists' key (features/social-posts/api/keys.ts): a moved post is shown there too. */
const POST_LISTS = ['social-posts'] as const;

/** Moves a scheduled post to another time (`POST /api/social/posts/:id/reschedule`). */
export function useReschedulePost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TPostReschedule }) =>
      api.post<TEnvelope<TPost>>(`/api/social/posts/${id}/reschedule`, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: scheduleKeys.all }),
        client.invalidateQueries({ queryKey: POST_LISTS }),
      ]),
  });
}
