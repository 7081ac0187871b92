import type { TProduct, TProductList, TProductStatus } from '@haat/shared/directory/products';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { productKeys } from './keys.ts';

export type TStatusFilter = 'all' | TProductStatus;

export interface TProductFilters {
  status: TStatusFilter;
  q: string;
  /** A business category id, `none`, or '' for any. */
  category: string;
  /** A marketplace category or '' for any. */
  market: string;
  sort: string;
}

export const PRODUCTS_PER_PAGE = 20;

/** The products of one business, a page at a time, with counts per status. */
export function useProducts(businessId: string | undefined, filters: TProductFilters) {
  const params = new URLSearchParams({ per_page: String(PRODUCTS_PER_PAGE) });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category_id', filters.category);
  if (filters.market) params.set('marketplace_category', filters.market);
  if (filters.sort) params.set('sort', filters.sort);
  return usePagedList<TProduct, TProductList['meta']>(
    productKeys.list(businessId ?? '', { ...filters }),
    (page) => `/api/my/businesses/${businessId}/products?page=${page}&${params}`,
    !!businessId,
  );
}
