import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import type { TGetJson } from '../../../lib/server-loader.ts';
import { directoryKeys } from './keys.ts';

/** A place of the filter: a district of Bangladesh (`city` is then its code) or a city as written. */
export interface TCityCount {
  city: string;
  district: string | null;
  count: number;
}

export function citiesQuery(get: TGetJson = api.get) {
  return queryOptions({
    queryKey: directoryKeys.cities,
    queryFn: ({ signal }) =>
      get<TEnvelope<TCityCount[]>>('/api/directory/cities', signal).then((answer) => answer.data),
    staleTime: 5 * 60_000,
  });
}

/** The directory's cities with their number of businesses (for the city filter). */
export function useCities() {
  return useQuery(citiesQuery());
}
