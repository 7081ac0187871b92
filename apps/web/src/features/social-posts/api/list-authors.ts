import type { TBusiness, TBusinessList } from '@haat/shared/directory/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

/** The businesses the author may post as (their own, from the business-profiles API). */
export function useAuthorBusinesses() {
  return useQuery({
    queryKey: postKeys.businesses,
    queryFn: ({ signal }) =>
      api.get<TBusinessList>('/api/my/businesses?per_page=100', signal).then((answer) => answer.data),
  });
}

export type { TBusiness };
