import type { TCard, TCreateCard } from '@haat/shared/cards/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

export function useCreateCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCard) => api.post<TEnvelope<TCard>>('/api/cards', body),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
