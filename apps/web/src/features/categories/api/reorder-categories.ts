import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { categoryKeys, PRODUCTS_PREFIX } from './keys.ts';
import { categoriesPath } from './list-categories.ts';

/** `list` with the item at `from` moved to `to`, positions renumbered. */
export function moveItem<T extends { position: number }>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(to, 0, item);
  return next.map((entry, position) => ({ ...entry, position }));
}

/**
 * Saves a new order. The list changes at once (optimistic) and goes back if the server refuses;
 * the calls of one business run one after another (a mutation scope), so quick moves arrive in order.
 */
export function useReorderCategories(businessId: string) {
  const client = useQueryClient();
  const key = categoryKeys.list(businessId);
  return useMutation({
    scope: { id: `categories-order-${businessId}` },
    mutationKey: ['categories', 'order', businessId],
    mutationFn: (order: TBusinessCategory[]) =>
      api
        .put<TEnvelope<TBusinessCategory[]>>(`${categoriesPath(businessId)}/order`, {
          ids: order.map((item) => item.id),
        })
        .then((a) => a.data),
    onMutate: async (order) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<TBusinessCategory[]>(key);
      client.setQueryData<TBusinessCategory[]>(key, order);
      return { previous };
    },
    onError: (_error, _order, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => {
      // Only the last of a run of quick moves refetches, so the list does not jump back and forth.
      if (client.isMutating({ mutationKey: ['categories', 'order', businessId] }) <= 1) {
        void client.invalidateQueries({ queryKey: key });
        void client.invalidateQueries({ queryKey: PRODUCTS_PREFIX });
      }
    },
  });
}
