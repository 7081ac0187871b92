import type { TAdminWhatsappDetail } from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { applyDetail } from './apply-detail.ts';
import { adminWhatsappKeys } from './keys.ts';

/** `POST /api/admin/whatsapp-verifications/:id/reject` with the reason the person sees (409 when decided). */
export function useRejectWhatsapp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (
        await api.post<TEnvelope<TAdminWhatsappDetail>>(`/api/admin/whatsapp-verifications/${id}/reject`, {
          reason,
        })
      ).data,
    onSuccess: (detail) => applyDetail(client, detail),
    onSettled: () => client.invalidateQueries({ queryKey: adminWhatsappKeys.all }),
  });
}
