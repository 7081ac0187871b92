import type { TCardLead } from '@haat/shared/cards/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { cardKeys } from './keys.ts';

export interface TLeadList {
  success: true;
  data: TCardLead[];
  meta: { unread: number; total?: number };
}

export function leadsQuery(id: string) {
  return queryOptions({
    queryKey: cardKeys.leads(id),
    queryFn: ({ signal }) => api.get<TLeadList>(`/api/cards/${id}/leads?per_page=100`, signal),
  });
}

export function useLeads(id: string | undefined) {
  return useQuery({ ...leadsQuery(id ?? ''), enabled: !!id });
}
