import type { TBusiness, TBusinessList } from '@haat/shared/directory/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { productKeys } from './keys.ts';

/**
 * The signed-in user's businesses and the seller of their own items (`kind: personal`, decision
 * 058): the product and seller screens work on one of them at a time.
 */
export function useMyBusinesses() {
  return useQuery({
    queryKey: productKeys.businesses,
    queryFn: ({ signal }) =>
      api
        .get<TBusinessList>('/api/my/businesses?per_page=100&with_personal=true', signal)
        .then((answer) => answer.data),
  });
}

export type { TBusiness };
