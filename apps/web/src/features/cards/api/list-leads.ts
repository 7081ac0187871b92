import type { TCardLead } from '@haat/shared/cards/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { cardKeys } from './keys.ts';

export const LEADS_PER_PAGE = 50;

/** A card's contact-form messages, newest first, a page at a time. */
export function useLeads(id: string | undefined) {
  return usePagedList<TCardLead, { unread: number }>(
    cardKeys.leads(id ?? ''),
    (page) => `/api/cards/${id}/leads?page=${page}&per_page=${LEADS_PER_PAGE}`,
    !!id,
  );
}
