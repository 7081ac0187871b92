import type { TCardList, TCardStatus } from '@haat/shared/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

export type TStatusFilter = 'all' | TCardStatus;

export function listCardsQuery(status: TStatusFilter) {
  const query = status === 'all' ? '' : `&status=${status}`;
  return queryOptions({
    queryKey: cardKeys.list(status),
    queryFn: ({ signal }) => api.get<TCardList>(`/api/cards?per_page=100${query}`, signal),
  });
}

export function useCards(status: TStatusFilter) {
  return useQuery(listCardsQuery(status));
}
