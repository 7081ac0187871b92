import type { TDashboard, TDashboardPeriod } from '@haat/shared/dashboard/schemas';
import { useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  period: (period: TDashboardPeriod) => ['dashboard', period] as const,
};

/** The dashboard's figures for a period (earnings, orders, businesses, recent activity). */
export function useDashboard(period: TDashboardPeriod) {
  return useQuery({
    queryKey: dashboardKeys.period(period),
    queryFn: async ({ signal }) =>
      (await api.get<TEnvelope<TDashboard>>(`/api/dashboard?period=${period}`, signal)).data,
    staleTime: 30_000,
  });
}
