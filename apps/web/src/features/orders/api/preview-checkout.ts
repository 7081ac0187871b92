import type { TAddressInput, TCheckoutPreview } from '@haat/shared/orders/schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { ordersKeys } from './keys.ts';

/**
 * `POST /api/checkout/preview`: the cart grouped by seller with each seller's delivery charge for
 * this address, and the wallet balance. Read again whenever the (complete) address changes; the last
 * answer stays on screen meanwhile.
 */
export function useCheckoutPreview(address: TAddressInput | undefined) {
  const key = address ? JSON.stringify(address) : '';
  return useQuery({
    queryKey: ordersKeys.preview(key),
    enabled: !!address,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () =>
      (await api.post<TEnvelope<TCheckoutPreview>>('/api/checkout/preview', { address })).data,
  });
}
