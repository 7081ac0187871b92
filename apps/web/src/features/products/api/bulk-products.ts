import type { TBulkProducts } from '@haat/shared/directory/products';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from './keys.ts';

/** One action on many products of a business; answers how many changed. */
export function useBulkProducts(businessId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TBulkProducts) =>
      api
        .post<TEnvelope<{ affected: number }>>(`/api/my/businesses/${businessId}/products/bulk`, body)
        .then((a) => a.data.affected),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
