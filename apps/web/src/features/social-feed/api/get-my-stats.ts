import type { TSocialStats } from '@haat/shared/social/community-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

/**
 * `feedKeys.stats`, written out here so the right panel's counts (`my-counts.tsx`) share no module
 * with the feed screens: a shared module would become one more chunk named by the start-up script.
 */
export const STATS_KEY = ['social-feed', 'stats'] as const;

/** `GET /api/social/me/stats`: the signed-in person's posts, followers and follows (the right panel). */
export function myStatsQuery() {
  return queryOptions({
    queryKey: STATS_KEY,
    queryFn: async ({ signal }) =>
      (await api.get<TEnvelope<TSocialStats>>('/api/social/me/stats', signal)).data,
  });
}

export function useMyStats() {
  return useQuery(myStatsQuery());
}
