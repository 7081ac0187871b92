import type { TWithdrawal } from '@haat/shared/wallet/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';
import { applyDecision } from './update-lists.ts';

/** Marks a pending withdrawal as paid out by hand: the held amount leaves Haat (409 when decided). */
export function usePayWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.post<TEnvelope<TWithdrawal>>(`/api/admin/withdrawals/${id}/pay`)).data,
    onSuccess: (withdrawal) => applyDecision(client, [...adminKeys.withdrawals, 'list'], withdrawal),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.withdrawals }),
  });
}
