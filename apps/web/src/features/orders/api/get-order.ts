import type { TOrderDetail } from '@haat/shared/orders/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { ordersKeys } from './keys.ts';

/** `GET /api/orders/:id`: one order with its timeline, as its buyer or seller sees it. */
export function orderQuery(id: string, get = api.get) {
  return queryOptions({
    queryKey: ordersKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await get<TEnvelope<TOrderDetail>>(`/api/orders/${encodeURIComponent(id)}`, signal)).data,
  });
}

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}
