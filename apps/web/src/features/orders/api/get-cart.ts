import type { TCart } from '@haat/shared/orders/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { ordersKeys } from './keys.ts';

/** `GET /api/cart`: the signed-in cart at today's prices and stock. */
export function cartQuery(get = api.get) {
  return queryOptions({
    queryKey: ordersKeys.cart,
    queryFn: async ({ signal }) => (await get<TEnvelope<TCart>>('/api/cart', signal)).data,
  });
}

/** The signed-in user's cart (pass `enabled: false` for guests). */
export function useCart(enabled = true) {
  return useQuery({ ...cartQuery(), enabled });
}
