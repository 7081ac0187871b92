import type { TWhatsappStatusView } from '@haat/shared/trust/whatsapp-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterWhatsappChange } from './after-change.ts';

/** `DELETE /api/whatsapp`: the verified number is removed from the account; the new status comes back. */
export function useRemoveWhatsappNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.delete<TEnvelope<TWhatsappStatusView>>('/api/whatsapp')).data,
    onSuccess: (status) => afterWhatsappChange(client, status),
  });
}
