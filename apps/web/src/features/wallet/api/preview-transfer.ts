import type { TRecipientPreview } from '@haat/shared/wallet/schemas';
import { useMutation } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

/** Who a transfer would go to: name and masked contact (404 unknown, 422 yourself or malformed). */
export function usePreviewTransfer() {
  return useMutation({
    mutationFn: async (recipient: string) =>
      (await api.post<TEnvelope<TRecipientPreview>>('/api/wallet/transfers/preview', { recipient })).data,
  });
}
