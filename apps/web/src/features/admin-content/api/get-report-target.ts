import type { TReportTargetDetail } from '@haat/shared/admin/moderation-schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminContentKeys } from './keys.ts';

/** `GET /api/admin/reports/:type/:id`: every report of a target and staff's decisions (when opened). */
export function useReportTarget(type: string, id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminContentKeys.target(type, id),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<TEnvelope<TReportTargetDetail>>(
          `/api/admin/reports/${encodeURIComponent(type)}/${encodeURIComponent(id)}`,
          signal,
        )
      ).data,
  });
}
