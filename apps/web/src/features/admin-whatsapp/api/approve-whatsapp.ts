import type { TAdminWhatsappDetail } from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { applyDetail } from './apply-detail.ts';
import { adminWhatsappKeys } from './keys.ts';

/**
 * `POST /api/admin/whatsapp-verifications/:id/approve`: staff confirm the number (the message with
 * the reference came from it); 409 when no longer pending, 403 for one's own.
 */
export function useApproveWhatsapp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<TEnvelope<TAdminWhatsappDetail>>(`/api/admin/whatsapp-verifications/${id}/approve`))
        .data,
    onSuccess: (detail) => applyDetail(client, detail),
    onSettled: () => client.invalidateQueries({ queryKey: adminWhatsappKeys.all }),
  });
}
