import type { TBusiness, TBusinessList } from '@haat/shared/directory/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { businessKeys } from './keys.ts';

/**
 * The signed-in user's businesses (up to 100, newest first), for pickers: the categories screen,
 * the composer's "post as", social analytics. Under `businessKeys.all`, so a saved or deleted
 * business refreshes every picker.
 */
export function useOwnBusinesses() {
  return useQuery({
    queryKey: businessKeys.picker(),
    queryFn: ({ signal }) =>
      api.get<TBusinessList>('/api/my/businesses?per_page=100', signal).then((answer) => answer.data),
  });
}

export type { TBusiness };
