import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterWhatsappChange } from './after-change.ts';
import { whatsappKeys } from './keys.ts';

/** `POST /api/whatsapp/verifications/:id/cancel`: stops the verification under way; the new status comes back. */
export function useCancelWhatsappVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<TEnvelope<TWhatsappStatusView>>(`/api/whatsapp/verifications/${id}/cancel`)).data,
    onSuccess: (status) => afterWhatsappChange(client, status),
    onError: () => client.invalidateQueries({ queryKey: whatsappKeys.status }),
  });
}
