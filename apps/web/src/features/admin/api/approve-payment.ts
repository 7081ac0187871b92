import type { TPayment } from '@haat/shared/payments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { applyDecision } from './update-lists.ts';

/** Approves a pending top-up: the server credits the wallet once (409 when already decided). */
export function useApprovePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<TEnvelope<TPayment>>(`/api/admin/payments/${id}/approve`)).data,
    onSuccess: (payment) => applyDecision(client, [...adminKeys.payments, 'list'], payment),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.payments }),
  });
}
