import type { TBusiness, TBusinessList } from '@haat/shared/directory/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { categoryKeys } from './keys.ts';

/** The signed-in user's businesses, newest first (the picker of the categories screen). */
export function useOwnBusinesses() {
  return useQuery({
    queryKey: categoryKeys.businesses,
    queryFn: ({ signal }) =>
      api.get<TBusinessList>('/api/my/businesses?per_page=100', signal).then((answer) => answer.data),
  });
}

export type { TBusiness };
