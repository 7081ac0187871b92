import type { TSellerAnalytics } from '@haat/shared/orders/seller-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { sellerKeys } from './keys.ts';

/** The analytics ranges as the address and chips have them (the API's 7, 30 and 90 days). */
export const RANGES = ['7', '30', '90'] as const;
export type TRange = (typeof RANGES)[number];

/** `GET /api/analytics`: views, orders, revenue, conversion and top products, of one business or all. */
export function useSellerAnalytics(days: number, businessId: string) {
  return useQuery<TSellerAnalytics, Error, TSellerAnalytics, readonly unknown[]>({
    queryKey: sellerKeys.analytics(days, businessId),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      api
        .get<TEnvelope<TSellerAnalytics>>(
          `/api/analytics?days=${days}${businessId ? `&business_id=${businessId}` : ''}`,
          signal,
        )
        .then((answer) => answer.data),
  });
}
