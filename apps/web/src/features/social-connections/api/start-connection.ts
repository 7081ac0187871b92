import type { TConnectionStart } from '@haat/shared/social/connection-schemas';
import type { TExternalPlatform } from '@haat/shared/social/constants';
import { useMutation } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

/**
 * `POST /api/social/connections/:platform/start`: the platform's consent page (with a state signed
 * for this person, valid ten minutes). On success the browser goes there; it comes back to
 * `/social/connections/callback/:platform`.
 */
export function useStartConnection() {
  return useMutation({
    mutationFn: async (platform: TExternalPlatform) =>
      (await api.post<TEnvelope<TConnectionStart>>(`/api/social/connections/${platform}/start`)).data,
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
  });
}
