import type { TCountry } from '@haat/shared/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import type { TGetJson } from '../../../lib/server-loader.ts';

export const countriesQuery = (lang: string, get: TGetJson = api.get) =>
  queryOptions({
    queryKey: ['countries', lang],
    queryFn: ({ signal }) =>
      get<TEnvelope<TCountry[]>>(`/api/countries?lang=${lang}`, signal).then((a) => a.data),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useCountries(lang: string) {
  return useQuery(countriesQuery(lang));
}
