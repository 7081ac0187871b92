import type { TBusiness, TPersonalShopInput } from '@haat/shared/directory/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from '../../products/api/keys.ts';
import { sellerKeys } from './keys.ts';

/** The seller row of the signed-in person's own items (decision 058), or null before the first. */
export function usePersonalShop() {
  return useQuery({
    queryKey: sellerKeys.personalShop,
    queryFn: ({ signal }) =>
      api.get<TEnvelope<TBusiness | null>>('/api/my/personal-shop', signal).then((answer) => answer.data),
  });
}

/** Creates or changes it (place and delivery charges); the product screens' seller list follows. */
export function useSavePersonalShop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPersonalShopInput) => api.put<TEnvelope<TBusiness>>('/api/my/personal-shop', body),
    onSuccess: (answer) => {
      client.setQueryData(sellerKeys.personalShop, answer.data);
      return client.invalidateQueries({ queryKey: productKeys.businesses });
    },
  });
}
