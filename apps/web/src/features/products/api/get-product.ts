import type { TProduct } from '@haat/shared/directory/products';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from './keys.ts';

export function useProduct(id: string | undefined) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    enabled: !!id,
    queryFn: ({ signal }) =>
      api.get<TEnvelope<TProduct>>(`/api/my/products/${id}`, signal).then((answer) => answer.data),
    // A missing product (someone else's, or a malformed id) will not appear on a retry.
    retry: (count, error) => !(error instanceof ApiError && [404, 422].includes(error.status)) && count < 2,
  });
}
