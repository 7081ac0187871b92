import type { TPost } from '@haat/shared/social/post-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { scheduleKeys } from './keys.ts';

export const upcomingQuery = queryOptions({
  queryKey: scheduleKeys.upcoming,
  queryFn: ({ signal }) =>
    api.get<TEnvelope<TPost[]>>('/api/social/upcoming', signal).then((answer) => answer.data),
});

/** The author's next ten scheduled posts, soonest first. */
export function useUpcoming() {
  return useQuery(upcomingQuery);
}
