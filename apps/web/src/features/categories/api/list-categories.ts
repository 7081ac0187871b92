import type { TBusinessCategory } from '@haat/shared/directory/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { categoryKeys } from './keys.ts';

export const categoriesPath = (businessId: string) => `/api/my/businesses/${businessId}/categories`;

/** A business's categories in order, each with its product count. */
export function useCategories(businessId: string | undefined) {
  return useQuery({
    queryKey: categoryKeys.list(businessId ?? ''),
    enabled: !!businessId,
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TBusinessCategory[]>>(categoriesPath(businessId ?? ''), signal)
        .then((answer) => answer.data),
  });
}

export type { TBusinessCategory };
