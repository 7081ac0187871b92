import type { TReportTarget } from '@haat/shared/admin/moderation-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import {
  contentQueueUrl,
  contentSearchOf,
  DEFAULT_CONTENT_FILTERS,
  type TContentFilters,
} from '../content-filters-logic.ts';
import { adminContentKeys } from './keys.ts';

export const CONTENT_PER_PAGE = 20;

/** `GET /api/admin/reports`: reported targets, grouped, with the filters ("Load more"). */
export function useContentQueue(filters: TContentFilters) {
  return usePagedList<TReportTarget>(
    adminContentKeys.list(new URLSearchParams(contentSearchOf(filters)).toString()),
    (page) => contentQueueUrl(filters, page, CONTENT_PER_PAGE),
  );
}

/** How many targets wait for a decision (the heading's count). */
export function useOpenTargetCount() {
  return useQuery({
    queryKey: adminContentKeys.openCount,
    queryFn: async ({ signal }) =>
      (await api.get<{ meta: { total: number } }>(contentQueueUrl(DEFAULT_CONTENT_FILTERS, 1, 1), signal))
        .meta.total,
  });
}
