import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { categoryKeys, PRODUCTS_PREFIX } from './keys.ts';
import { categoriesPath } from './list-categories.ts';

/** Renames a category (names are unique per business, in any case). */
export function useRenameCategory(businessId: string) {
  const client = useQueryClient();
  const key = categoryKeys.list(businessId);
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api
        .patch<TEnvelope<TBusinessCategory>>(`${categoriesPath(businessId)}/${id}`, { name })
        .then((a) => a.data),
    onSuccess: (renamed) => {
      client.setQueryData<TBusinessCategory[]>(key, (list) =>
        list?.map((item) => (item.id === renamed.id ? { ...item, name: renamed.name } : item)),
      );
      void client.invalidateQueries({ queryKey: PRODUCTS_PREFIX });
    },
  });
}
