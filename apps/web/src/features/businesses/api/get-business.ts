import type { TBusiness } from '@haat/shared/directory/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, type TEnvelope } from '../../../lib/api-client.ts';
import { businessKeys } from './keys.ts';

export function businessQuery(id: string) {
  return queryOptions({
    queryKey: businessKeys.detail(id),
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TBusiness>>(`/api/my/businesses/${encodeURIComponent(id)}`, signal)
        .then((a) => a.data),
    // A missing or foreign business stays missing: no retries for 404/422.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
  });
}

/** One of the user's businesses (disabled without an id, i.e. on the create screen). */
export function useMyBusiness(id: string | undefined) {
  return useQuery({ ...businessQuery(id ?? ''), enabled: !!id });
}
