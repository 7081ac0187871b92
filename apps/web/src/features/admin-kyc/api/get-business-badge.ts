import type { TBusinessBadgeState } from '@haat/shared/trust/kyc-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKycKeys } from './keys.ts';

/** `GET /api/admin/businesses/:id/badge`: verified or not, and staff's own badge (granted, revoked or none). */
export function businessBadgeQuery(businessId: string) {
  return queryOptions({
    queryKey: adminKycKeys.badge(businessId),
    queryFn: async ({ signal }) =>
      (
        await api.get<TEnvelope<TBusinessBadgeState>>(
          `/api/admin/businesses/${encodeURIComponent(businessId)}/badge`,
          signal,
        )
      ).data,
  });
}

export function useBusinessBadge(businessId: string) {
  return useQuery(businessBadgeQuery(businessId));
}
