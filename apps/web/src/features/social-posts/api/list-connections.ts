import type { TSocialConnections } from '@haat/shared/social/connection-schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

/** The author's connected pages (destinations besides the feed). */
export function useConnections() {
  return useQuery({
    queryKey: postKeys.connections,
    queryFn: ({ signal }) =>
      api.get<TEnvelope<TSocialConnections>>('/api/social/connections', signal).then((answer) => answer.data),
  });
}
