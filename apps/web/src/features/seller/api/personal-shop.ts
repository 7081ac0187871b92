import type { TBusiness, TPersonalShopInput } from '@haat/shared/directory/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from '../../products/api/keys.ts';

/**
 * Creates or changes the seller of the signed-in person's own items (decision 058): place and
 * delivery charges. The screens read it from the seller list (`useMyBusinesses`), which follows.
 */
export function useSavePersonalShop() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TPersonalShopInput) => api.put<TEnvelope<TBusiness>>('/api/my/personal-shop', body),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.businesses }),
  });
}
