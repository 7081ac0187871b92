import type { TWhatsappStatusView, TWhatsappVerification } from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { whatsappKeys } from './keys.ts';

/**
 * `POST /api/whatsapp/verifications/:id/resend`: a new code (the old one stops working). Too soon is
 * a 429 with `Retry-After`. The answer replaces the pending verification in the cached status.
 */
export function useResendWhatsappCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<TEnvelope<TWhatsappVerification>>(`/api/whatsapp/verifications/${id}/resend`)).data,
    onSuccess: (verification) =>
      client.setQueryData<TWhatsappStatusView>(whatsappKeys.status, (status) =>
        status ? { ...status, pending: verification } : status,
      ),
    onError: () => client.invalidateQueries({ queryKey: whatsappKeys.status }),
  });
}
