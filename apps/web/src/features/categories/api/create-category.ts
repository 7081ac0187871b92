import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { categoryKeys, PRODUCTS_PREFIX } from './keys.ts';
import { categoriesPath } from './list-categories.ts';

/** Adds a category at the end of the business's list. */
export function useCreateCategory(businessId: string) {
  const client = useQueryClient();
  const key = categoryKeys.list(businessId);
  return useMutation({
    mutationFn: (name: string) =>
      api.post<TEnvelope<TBusinessCategory>>(categoriesPath(businessId), { name }).then((a) => a.data),
    onSuccess: (created) => {
      client.setQueryData<TBusinessCategory[]>(key, (list) =>
        list && !list.some((item) => item.id === created.id) ? [...list, created] : list,
      );
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: PRODUCTS_PREFIX });
    },
  });
}
