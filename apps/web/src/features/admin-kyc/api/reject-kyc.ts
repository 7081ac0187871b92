import type { TAdminKycDetail, TRejectKyc } from '@haat/shared/trust/kyc-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterKycDecision } from './after-decision.ts';
import { adminKycKeys } from './keys.ts';

/**
 * `POST /api/admin/kyc/:id/reject`: parts rejected with typed reasons (the person sends only those
 * again) and an optional message; 409 when no longer waiting, 403 on one's own case.
 */
export function useRejectKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TRejectKyc }) =>
      (await api.post<TEnvelope<TAdminKycDetail>>(`/api/admin/kyc/${encodeURIComponent(id)}/reject`, body))
        .data,
    onSuccess: (detail) => afterKycDecision(client, detail),
    onSettled: () => client.invalidateQueries({ queryKey: adminKycKeys.lists }),
  });
}
