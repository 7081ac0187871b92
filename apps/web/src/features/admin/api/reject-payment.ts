import type { TPayment } from '@haat/shared/payments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { applyDecision } from './update-lists.ts';

/** Rejects a pending top-up with a reason the user sees; no money moves (409 when already decided). */
export function useRejectPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (await api.post<TEnvelope<TPayment>>(`/api/admin/payments/${id}/reject`, { reason })).data,
    onSuccess: (payment) => applyDecision(client, [...adminKeys.payments, 'list'], payment),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.payments }),
  });
}
