import type { TSocialConnections } from '@haat/shared/social/connection-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { postKeys } from '../../social-posts/api/keys.ts';
import { connectionKeys } from './keys.ts';

/**
 * `DELETE /api/social/connections/:id`: the page's tokens go and posts still waiting for it fail.
 * The answer (what is left) replaces the list; the author's posts are read again.
 */
export function useDisconnectConnection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      await api.delete<TEnvelope<TSocialConnections>>(`/api/social/connections/${encodeURIComponent(id)}`),
    onSuccess: (answer) => {
      client.setQueryData(connectionKeys.all, answer.data);
      client.invalidateQueries({ queryKey: postKeys.all });
    },
    // Refused (already gone in another tab, say): show the list as it is now.
    onError: () => client.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
