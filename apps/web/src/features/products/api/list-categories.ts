import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { productKeys } from './keys.ts';

/** The business's own product categories, in their order (read only here). */
export function useBusinessCategories(businessId: string | undefined) {
  return useQuery({
    queryKey: productKeys.categories(businessId ?? ''),
    enabled: !!businessId,
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TBusinessCategory[]>>(`/api/my/businesses/${businessId}/categories`, signal)
        .then((answer) => answer.data),
  });
}
