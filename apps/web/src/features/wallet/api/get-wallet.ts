import type { TWallet } from '@haat/shared/wallet/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { walletKeys } from './keys.ts';

/** The signed-in user's balance and held amount (poisha). */
export function useWallet() {
  return useQuery({
    queryKey: walletKeys.balance,
    queryFn: async ({ signal }) => (await api.get<TEnvelope<TWallet>>('/api/wallet', signal)).data,
  });
}
