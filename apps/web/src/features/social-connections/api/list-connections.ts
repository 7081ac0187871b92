import type { TSocialConnections } from '@haat/shared/social/connection-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { connectionKeys } from './keys.ts';

/** `GET /api/social/connections`: the person's pages (never tokens) and the platforms set up here. */
export function connectionsQuery(get = api.get) {
  return queryOptions({
    queryKey: connectionKeys.all,
    queryFn: async ({ signal }) =>
      (await get<TEnvelope<TSocialConnections>>('/api/social/connections', signal)).data,
  });
}

export function useSocialConnections() {
  return useQuery(connectionsQuery());
}
