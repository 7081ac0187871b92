import type { TAdminKycDetail } from '@haat/shared/trust/kyc-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterKycDecision } from './after-decision.ts';
import { adminKycKeys } from './keys.ts';

/**
 * `POST /api/admin/kyc/:id/approve`: the person's identity is verified (their businesses follow);
 * 409 when no longer waiting, 403 on one's own case.
 */
export function useApproveKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, note }: { id: string; note?: string }) =>
      (
        await api.post<TEnvelope<TAdminKycDetail>>(
          `/api/admin/kyc/${encodeURIComponent(id)}/approve`,
          note ? { note } : {},
        )
      ).data,
    onSuccess: (detail) => afterKycDecision(client, detail),
    onSettled: () => client.invalidateQueries({ queryKey: adminKycKeys.lists }),
  });
}
