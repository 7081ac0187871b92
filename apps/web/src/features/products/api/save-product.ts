import type { TCreateProduct, TProduct, TUpdateProduct } from '@haat/shared/directory/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from './keys.ts';

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ businessId, body }: { businessId: string; body: TCreateProduct }) =>
      api.post<TEnvelope<TProduct>>(`/api/my/businesses/${businessId}/products`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}

export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateProduct }) =>
      api.patch<TEnvelope<TProduct>>(`/api/my/products/${id}`, body),
    onSuccess: (answer) => {
      client.setQueryData(productKeys.detail(answer.data.id), answer.data);
      return client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message?: string }>(`/api/my/products/${id}`),
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: productKeys.detail(id) });
      return client.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
