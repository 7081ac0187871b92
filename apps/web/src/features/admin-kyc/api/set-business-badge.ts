import type { TAdminKycDetail, TBusinessBadgeState, TSetBusinessBadge } from '@haat/shared/trust/kyc-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKycKeys } from './keys.ts';

/**
 * `PUT /api/admin/businesses/:id/badge`: grant or revoke a business's verified badge, or let it
 * follow its owner's identity (`owner`). The new state replaces the cached one in every open case
 * and the business's public pages are read again.
 */
export function useSetBusinessBadge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ businessId, badge }: { businessId: string; badge: TSetBusinessBadge['badge'] }) =>
      (
        await api.put<TEnvelope<TBusinessBadgeState>>(
          `/api/admin/businesses/${encodeURIComponent(businessId)}/badge`,
          { badge },
        )
      ).data,
    onSuccess: (state) => {
      client.setQueryData(adminKycKeys.badge(state.id), state);
      for (const [key, detail] of client.getQueriesData<TAdminKycDetail>({
        queryKey: [...adminKycKeys.all, 'review'],
      })) {
        if (!detail?.businesses.some((business) => business.id === state.id)) continue;
        client.setQueryData<TAdminKycDetail>(key, {
          ...detail,
          businesses: detail.businesses.map((business) =>
            business.id === state.id
              ? { ...business, verified: state.verified, badge: state.badge }
              : business,
          ),
        });
      }
      // Directory pages, search results and cards show the badge.
      void client.invalidateQueries({ queryKey: ['directory'] });
      // Staff's business list and page (admin-businesses) show it and its audit entry.
      void client.invalidateQueries({ queryKey: ['admin', 'businesses'] });
    },
  });
}
