import type { TSocialAnalytics } from '@haat/shared/social/analytics-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { socialAnalyticsKeys } from './keys.ts';

/** The ranges as the address and the chips have them (the API's 7, 30 and 90 days). */
export const RANGES = ['7', '30', '90'] as const;
export type TRange = (typeof RANGES)[number];

/** The browser's time zone: the days and hours are the ones the person lives. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Dhaka';
  } catch {
    return 'Asia/Dhaka';
  }
}

/** `days=…&business_id=…&time_zone=…` of one report (the JSON and the CSV take the same). */
export function analyticsSearch(days: number, businessId: string, timeZone: string): string {
  const params = new URLSearchParams({ days: String(days), time_zone: timeZone });
  if (businessId) params.set('business_id', businessId);
  return params.toString();
}

export function socialAnalyticsQuery(days: number, businessId: string, timeZone: string) {
  return queryOptions({
    queryKey: socialAnalyticsKeys.report(days, businessId, timeZone),
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TSocialAnalytics>>(
          `/api/social/analytics?${analyticsSearch(days, businessId, timeZone)}`,
          signal,
        )
        .then((answer) => answer.data),
  });
}

/** `GET /api/social/analytics`: the person's (or a business's) posts over 7, 30 or 90 days. */
export function useSocialAnalytics(days: number, businessId: string) {
  return useQuery({
    ...socialAnalyticsQuery(days, businessId, browserTimeZone()),
    placeholderData: keepPreviousData,
  });
}
