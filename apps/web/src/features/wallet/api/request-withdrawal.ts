import type { TWithdrawal } from '@haat/shared/wallet/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from './keys.ts';
import { moneyPost } from './money-post.ts';

export type TWithdrawalBody =
  | { method: 'bkash' | 'nagad'; amount: number; phone: string }
  | {
      method: 'bank';
      amount: number;
      bank_name: string;
      account_name: string;
      account_number: string;
      branch: string;
    };

/**
 * Asks for a withdrawal once per key, with the account password (and, with two-factor on, a code from
 * the authenticator app); the amount is held at once.
 */
export function useRequestWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      key,
      body,
    }: {
      key: string;
      body: TWithdrawalBody & { password: string; two_factor_code?: string };
    }) => (await moneyPost<TWithdrawal>('/api/wallet/withdrawals', body, key)).data,
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
