import type { TAdminDashboard } from '@haat/shared/admin/stats-schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

/** Query key of the back office's dashboard (one per session: the role decides what it holds). */
export const adminDashboardKey = ['admin', 'dashboard'] as const;

/**
 * `GET /api/admin/dashboard`: platform figures, totals and the queues waiting for staff. The server
 * keeps it ~30 s per role, so the screen refreshes it no more often than that while it is open.
 */
export function useAdminDashboard() {
  return useQuery({
    queryKey: adminDashboardKey,
    queryFn: ({ signal }) =>
      api.get<TEnvelope<TAdminDashboard>>('/api/admin/dashboard', signal).then((answer) => answer.data),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}
