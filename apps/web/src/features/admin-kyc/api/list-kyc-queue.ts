import type { TAdminKycItem } from '@haat/shared/trust/kyc-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { DEFAULT_KYC_FILTERS, filtersKey, queueUrl, type TKycFilters } from '../review-logic.ts';
import { adminKycKeys } from './keys.ts';

export const KYC_QUEUE_PER_PAGE = 20;

interface TQueuePage {
  data: TAdminKycItem[];
  meta: { page: number; perPage: number; total: number };
}

/** `GET /api/admin/kyc`: the filtered submissions ("Load more"); waiting ones oldest first. */
export function useKycQueue(filters: TKycFilters) {
  return usePagedList<TAdminKycItem>(adminKycKeys.list(filtersKey(filters)), (page) =>
    queueUrl(filters, page, KYC_QUEUE_PER_PAGE),
  );
}

/** The first page of the waiting queue with these filters (where the review moves on to). */
export function waitingQueueQuery(filters: TKycFilters) {
  const waiting = { ...filters, status: 'pending' as const };
  return queryOptions({
    queryKey: [...adminKycKeys.list(filtersKey(waiting)), 'first'],
    queryFn: async ({ signal }) => api.get<TQueuePage>(queueUrl(waiting, 1, KYC_QUEUE_PER_PAGE), signal),
    staleTime: 0,
  });
}

/** How many submissions wait for a decision (the heading's count). */
export function useWaitingKycCount() {
  return useQuery({
    queryKey: adminKycKeys.pendingCount,
    queryFn: async ({ signal }) =>
      (await api.get<TQueuePage>(queueUrl(DEFAULT_KYC_FILTERS, 1, 1), signal)).meta.total,
  });
}
