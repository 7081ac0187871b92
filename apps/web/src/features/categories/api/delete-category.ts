import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { categoryKeys, PRODUCTS_PREFIX } from './keys.ts';
import { categoriesPath } from './list-categories.ts';

/** Deletes a category; its products stay, without a category. */
export function useDeleteCategory(businessId: string) {
  const client = useQueryClient();
  const key = categoryKeys.list(businessId);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message?: string }>(`${categoriesPath(businessId)}/${id}`),
    onSuccess: (_answer, id) => {
      client.setQueryData<TBusinessCategory[]>(key, (list) => list?.filter((item) => item.id !== id));
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: PRODUCTS_PREFIX });
    },
  });
}
