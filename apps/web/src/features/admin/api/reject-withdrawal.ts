import type { TWithdrawal } from '@haat/shared/wallet/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { applyDecision } from './update-lists.ts';

/** Rejects a pending withdrawal with a reason: the held amount returns to the wallet (409 when decided). */
export function useRejectWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (await api.post<TEnvelope<TWithdrawal>>(`/api/admin/withdrawals/${id}/reject`, { reason })).data,
    onSuccess: (withdrawal) => applyDecision(client, [...adminKeys.withdrawals, 'list'], withdrawal),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.withdrawals }),
  });
}
