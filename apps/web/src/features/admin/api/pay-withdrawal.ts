import type { TWithdrawal } from '@haat/shared/wallet/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { applyDecision } from './update-lists.ts';

/**
 * Marks a pending withdrawal as paid out by hand with the payout's TrxID or bank reference (the
 * held amount leaves Haat; 409 when decided). Without `reference` it gives the first of two
 * approvals a large payout needs (decision 052).
 */
export function usePayWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reference }: { id: string; reference?: string }) =>
      (
        await (reference === undefined
          ? api.post<TEnvelope<TWithdrawal>>(`/api/admin/withdrawals/${id}/approve`)
          : api.post<TEnvelope<TWithdrawal>>(`/api/admin/withdrawals/${id}/pay`, { reference }))
      ).data,
    onSuccess: (withdrawal) => applyDecision(client, [...adminKeys.withdrawals, 'list'], withdrawal),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.withdrawals }),
  });
}
