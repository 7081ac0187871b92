import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { businessKeys } from './keys.ts';

export function useDeleteBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message?: string }>(`/api/my/businesses/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: businessKeys.detail(id) });
      return client.invalidateQueries({ queryKey: businessKeys.list() });
    },
  });
}
