import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { directoryKeys } from './keys.ts';

export interface TCityCount {
  city: string;
  count: number;
}

export function citiesQuery() {
  return queryOptions({
    queryKey: directoryKeys.cities,
    queryFn: ({ signal }) =>
      api.get<TEnvelope<TCityCount[]>>('/api/directory/cities', signal).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
}

/** The directory's cities with their number of businesses (for the city filter). */
export function useCities() {
  return useQuery(citiesQuery());
}
