import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

export function useMarkLead(cardId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, read }: { leadId: string; read: boolean }) =>
      api.patch(`/api/cards/${cardId}/leads/${leadId}`, { read }),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
