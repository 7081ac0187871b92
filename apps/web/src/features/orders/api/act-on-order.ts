import type { TOrderAction, TOrderDetail } from '@haat/shared/orders/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { walletKeys } from '../../wallet/api/keys.ts';
import { ordersKeys } from './keys.ts';

export interface TActOnOrder {
  action: TOrderAction;
  /** A reason (cancel, request_refund, decline_refund) or a tracking note (ship). */
  note?: string;
}

/**
 * `POST /api/orders/:id/actions`: the answer is the order as it now is, which replaces the one on
 * screen; lists and the wallet (refunds, releases) are read again.
 */
export function useActOnOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, note }: TActOnOrder) =>
      (
        await api.post<TEnvelope<TOrderDetail>>(`/api/orders/${encodeURIComponent(id)}/actions`, {
          action,
          ...(note?.trim() ? { note: note.trim() } : {}),
        })
      ).data,
    onSuccess: (order) => {
      client.setQueryData(ordersKeys.detail(id), order);
      client.invalidateQueries({ queryKey: ordersKeys.lists });
      client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
