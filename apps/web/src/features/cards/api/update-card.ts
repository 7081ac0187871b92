import type { TCard, TUpdateCard } from '@haat/shared/cards/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

export function useUpdateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateCard }) =>
      api.patch<TEnvelope<TCard>>(`/api/cards/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
