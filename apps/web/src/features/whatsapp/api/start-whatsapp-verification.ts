import type {
  TWhatsappMethod,
  TWhatsappStatusView,
  TWhatsappVerification,
} from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { whatsappKeys } from './keys.ts';

/**
 * `POST /api/whatsapp/verifications`: a number (E.164) and a way. `code` sends a code by WhatsApp
 * (unless `delivery_failed`); `manual` answers a reference to send to the platform's number. It
 * becomes the status's `pending` at once, and the status is read again.
 */
export function useStartWhatsappVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { phone: string; method: TWhatsappMethod }) =>
      (await api.post<TEnvelope<TWhatsappVerification>>('/api/whatsapp/verifications', body)).data,
    onSuccess: (verification) =>
      client.setQueryData<TWhatsappStatusView>(whatsappKeys.status, (status) =>
        status ? { ...status, pending: verification } : status,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: whatsappKeys.status }),
  });
}
