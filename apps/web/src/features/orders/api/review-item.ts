import type { TProductReview, TProductReviewInput } from '@haat/shared/orders/seller-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { ordersKeys } from './keys.ts';

/** `PUT /api/orders/:id/items/:itemId/review`: the buyer's review of an item of a completed order. */
export function useReviewItem(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, ...input }: TProductReviewInput & { itemId: string }) =>
      api.put<TEnvelope<TProductReview>>(
        `/api/orders/${encodeURIComponent(orderId)}/items/${encodeURIComponent(itemId)}/review`,
        input,
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ordersKeys.detail(orderId) }),
        // The product's rating and reviews (and tiles' seller ratings) changed: every marketplace
        // answer of this session (marketplace/api/marketplace.ts's `marketKeys`, all under
        // 'marketplace') is fetched again when next shown.
        client.invalidateQueries({ queryKey: ['marketplace'] }),
      ]),
  });
}
