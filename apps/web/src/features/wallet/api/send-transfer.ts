import type { TTransferResult } from '@haat/shared/wallet/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletKeys } from './keys.ts';
import { moneyPost } from './money-post.ts';

export interface TSendTransfer {
  key: string;
  /** `password` only above the wallet's `transfer_password_above` (decision 052). */
  body: { recipient: string; amount: number; note: string | null; password?: string };
}

/** Sends money once per key: a retry with the same key answers the first result. */
export function useSendTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, body }: TSendTransfer) =>
      (await moneyPost<TTransferResult>('/api/wallet/transfers', body, key)).data,
    onSettled: () => client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
