import type { TAdminWhatsappDetail } from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { applyDetail } from './apply-detail.ts';
import { adminWhatsappKeys } from './keys.ts';

/**
 * `POST /api/admin/whatsapp-verifications/:id/resend`: a new code to the person (say, after a failed
 * send); 422 for a manual one, 409 when no longer pending, 429 when too soon.
 */
export function useResendWhatsapp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<TEnvelope<TAdminWhatsappDetail>>(`/api/admin/whatsapp-verifications/${id}/resend`))
        .data,
    onSuccess: (detail) => applyDetail(client, detail),
    onSettled: (_detail, _error, id) => client.invalidateQueries({ queryKey: adminWhatsappKeys.detail(id) }),
  });
}
