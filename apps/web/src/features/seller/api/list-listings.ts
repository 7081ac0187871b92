import type { TListing } from '@haat/shared/orders/seller-schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { sellerKeys } from './keys.ts';

export const LISTING_FILTERS = ['all', 'active', 'draft', 'archived'] as const;
export type TListingFilter = (typeof LISTING_FILTERS)[number];
export const LISTINGS_PER_PAGE = 20;

/** `GET /api/marketplace/listings` for one status filter and page. */
export function listingsUrl(status: TListingFilter, page: number, perPage = LISTINGS_PER_PAGE): string {
  const filter = status === 'all' ? '' : `&status=${status}`;
  return `/api/marketplace/listings?page=${page}&per_page=${perPage}${filter}`;
}

/** The user's listings across their businesses, page by page ("Load more"). */
export function useListings(status: TListingFilter) {
  return usePagedList<TListing>(sellerKeys.listings(status), (page) => listingsUrl(status, page));
}

/** Whether the user has any product at all (the analytics screen's empty state). */
export function useHasListings() {
  return useQuery({
    queryKey: sellerKeys.anyListing,
    queryFn: ({ signal }) =>
      api
        .get<{ meta: { total: number } }>(listingsUrl('all', 1, 1), signal)
        .then((answer) => answer.meta.total > 0),
  });
}
