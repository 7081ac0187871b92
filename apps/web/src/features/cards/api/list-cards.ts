import type { TCard, TCardList, TCardStatus } from '@haat/shared/cards/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { cardKeys } from './keys.ts';

export type TStatusFilter = 'all' | TCardStatus;

export const CARDS_PER_PAGE = 24;

/** The signed-in user's cards, a page at a time, with counts per status. */
export function useCards(status: TStatusFilter) {
  const filter = status === 'all' ? '' : `&status=${status}`;
  return usePagedList<TCard, TCardList['meta']>(
    cardKeys.list(status),
    (page) => `/api/cards?page=${page}&per_page=${CARDS_PER_PAGE}${filter}`,
  );
}
