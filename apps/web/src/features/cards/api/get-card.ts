import type { TCard } from '@haat/shared/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

export function cardQuery(id: string) {
  return queryOptions({
    queryKey: cardKeys.detail(id),
    queryFn: ({ signal }) => api.get<TEnvelope<TCard>>(`/api/cards/${id}`, signal).then((a) => a.data),
  });
}

export function useCard(id: string | undefined) {
  return useQuery({ ...cardQuery(id ?? ''), enabled: !!id });
}
