import type { TAdminAnalytics } from '@haat/shared/admin/stats-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

/** Query keys of the platform analytics. */
export const adminAnalyticsKeys = {
  all: ['admin', 'analytics'] as const,
  report: (search: string) => ['admin', 'analytics', search] as const,
};

/** `GET /api/admin/analytics?…`: the metrics per bucket of the range, totals and the period before. */
export function useAdminAnalytics(search: string) {
  return useQuery<TAdminAnalytics>({
    queryKey: adminAnalyticsKeys.report(search),
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TAdminAnalytics>>(`/api/admin/analytics?${search}`, signal)
        .then((answer) => answer.data),
    placeholderData: keepPreviousData,
  });
}

/** The CSV's address for the same query. */
export const exportHref = (search: string) => `/api/admin/analytics/export.csv?${search}`;
