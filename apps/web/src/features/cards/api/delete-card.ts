import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message?: string }>(`/api/cards/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
