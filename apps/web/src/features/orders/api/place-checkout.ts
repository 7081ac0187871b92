import type { TCheckoutInput, TCheckoutResult } from '@haat/shared/orders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from '../../wallet/api/keys.ts';
import { moneyPost } from '../../wallet/api/money-post.ts';
import { ordersKeys } from './keys.ts';

export interface TPlaceCheckout {
  /** One key per checkout attempt, made when the attempt starts and reused if it is retried. */
  key: string;
  body: TCheckoutInput;
}

/** `POST /api/checkout` with its `Idempotency-Key`: one order per seller, made once per key. */
export function usePlaceCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, body }: TPlaceCheckout) =>
      (await moneyPost<TCheckoutResult>('/api/checkout', body, key)).data,
    onSettled: () => {
      client.invalidateQueries({ queryKey: ordersKeys.all });
      client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
