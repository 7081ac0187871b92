import type { TBusinessList } from '@haat/shared/directory/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { socialAnalyticsKeys } from './keys.ts';

/** The businesses whose posts the person may look at (their own, the ones they can post as). */
export function useAnalyticsBusinesses() {
  return useQuery({
    queryKey: socialAnalyticsKeys.businesses,
    queryFn: ({ signal }) =>
      api.get<TBusinessList>('/api/my/businesses?per_page=100', signal).then((answer) => answer.data),
  });
}

export type { TBusiness } from '@haat/shared/directory/schemas';
