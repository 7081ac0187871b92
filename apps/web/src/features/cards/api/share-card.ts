import type { TShareChannel } from '@haat/shared/cards/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Records a share (the API counts it when the card's analytics are on). */
export function useShareCard(id: string) {
  return useMutation({
    mutationFn: (channel: TShareChannel) => api.post(`/api/cards/${id}/share`, { channel }),
  });
}
