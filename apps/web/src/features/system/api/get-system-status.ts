import type { TSystemStatus } from '@haat/shared/payments/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import type { TGetJson } from '../../../lib/server-loader.ts';

/** Query key of the public status; staff's settings screen refreshes it after a change. */
export const SYSTEM_STATUS_KEY = ['system', 'status'] as const;

/**
 * `GET /api/system/status` (public, answered during maintenance too): whether sign-up is open and
 * whether the platform is in maintenance. The server may keep it for 5 seconds; so does the app.
 */
export const systemStatusQuery = (get: TGetJson = api.get) =>
  queryOptions({
    queryKey: SYSTEM_STATUS_KEY,
    queryFn: ({ signal }) => get<TEnvelope<TSystemStatus>>('/api/system/status', signal).then((a) => a.data),
    staleTime: 5_000,
  });

export function useSystemStatus(options: { refetchInterval?: number } = {}) {
  return useQuery({ ...systemStatusQuery(), ...options });
}
