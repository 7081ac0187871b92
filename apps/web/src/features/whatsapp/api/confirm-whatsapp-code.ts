import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterWhatsappChange } from './after-change.ts';
import { whatsappKeys } from './keys.ts';

/**
 * `POST /api/whatsapp/verifications/:id/confirm`: the six digits verify the number (the new status
 * comes back). A wrong code is a 422 whose message says how many tries are left; the status is then
 * read again for the new `attempts_left`.
 */
export function useConfirmWhatsappCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, code }: { id: string; code: string }) =>
      (await api.post<TEnvelope<TWhatsappStatusView>>(`/api/whatsapp/verifications/${id}/confirm`, { code }))
        .data,
    onSuccess: (status) => afterWhatsappChange(client, status),
    onError: () => client.invalidateQueries({ queryKey: whatsappKeys.status }),
  });
}
