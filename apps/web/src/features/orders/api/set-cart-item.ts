import type { TCart } from '@haat/shared/orders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { ordersKeys } from './keys.ts';

export interface TSetCartItem {
  productId: string;
  /** The new quantity; 0 removes the line (`DELETE`). */
  quantity: number;
}

/** `PUT /api/cart/items/:productId` (or `DELETE` for 0); the answer is the whole cart, kept as is. */
export function setCartItem({ productId, quantity }: TSetCartItem): Promise<TCart> {
  const path = `/api/cart/items/${encodeURIComponent(productId)}`;
  const answer =
    quantity === 0 ? api.delete<TEnvelope<TCart>>(path) : api.put<TEnvelope<TCart>>(path, { quantity });
  return answer.then((envelope) => envelope.data);
}

/** Changes a line of the signed-in cart; on failure the cart is read again. */
export function useSetCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCartItem,
    onSuccess: (cart) => client.setQueryData(ordersKeys.cart, cart),
    onError: () => client.invalidateQueries({ queryKey: ordersKeys.cart }),
  });
}
