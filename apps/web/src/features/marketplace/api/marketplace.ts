import {
  MARKETPLACE_CATEGORIES,
  MARKETPLACE_SORTS,
  PRODUCT_CONDITIONS,
  PRODUCT_PAGE_REVIEWS,
  type TMarketplaceSort,
} from '@haat/shared/marketplace/constants';
import type {
  TMarketplaceHome,
  TMarketplaceProductPage,
  TMarketplaceSearch,
} from '@haat/shared/marketplace/schemas';
import type { TProductReview } from '@haat/shared/orders/seller-schemas';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { takeCountedView } from '../../../lib/counted-view.ts';
import type { TGetJson } from '../../../lib/server-loader.ts';
import { usePagedList } from '../../../lib/use-paged-list.ts';

export const SEARCH_PER_PAGE = 24;

/** Query keys of the public marketplace. */
export const marketKeys = {
  home: ['marketplace', 'home'] as const,
  search: (params: string) => ['marketplace', 'search', params] as const,
  product: (slug: string) => ['marketplace', 'product', slug] as const,
  reviews: (slug: string) => ['marketplace', 'product', slug, 'reviews'] as const,
};

type TCategory = (typeof MARKETPLACE_CATEGORIES)[number];
type TCondition = (typeof PRODUCT_CONDITIONS)[number];

/** A marketplace search as kept in the address; prices in whole taka (the API takes poisha). */
export interface TMarketFilters {
  q: string;
  category: TCategory | '';
  min_price: string;
  max_price: string;
  district: string;
  condition: TCondition | '';
  in_stock: boolean;
  verified: boolean;
  sort: TMarketplaceSort | '';
  page: number;
}

export const NO_MARKET_FILTERS: TMarketFilters = {
  q: '',
  category: '',
  min_price: '',
  max_price: '',
  district: '',
  condition: '',
  in_stock: false,
  verified: false,
  sort: '',
  page: 1,
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  value && (list as readonly string[]).includes(value) ? (value as T) : '';

/** Whole taka, or '' when the address holds something else. */
const taka = (value: string | null): string =>
  value && /^\d{1,9}$/.test(value) ? String(Number(value)) : '';

/** Reads a search from the address, dropping values the API would refuse. */
export function marketFiltersFrom(params: URLSearchParams): TMarketFilters {
  const page = Number(params.get('page'));
  const district = (params.get('district') ?? '').toLowerCase();
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    category: oneOf(MARKETPLACE_CATEGORIES, params.get('category')),
    min_price: taka(params.get('min_price')),
    max_price: taka(params.get('max_price')),
    district: /^bd-[a-z-]{2,36}$/.test(district) ? district : '',
    condition: oneOf(PRODUCT_CONDITIONS, params.get('condition')),
    in_stock: params.get('in_stock') === '1' || params.get('in_stock') === 'true',
    verified: params.get('verified') === '1' || params.get('verified') === 'true',
    sort: oneOf(MARKETPLACE_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page > 1 && page <= 500 ? page : 1,
  };
}

/** The search as address parameters: only what differs from the defaults. */
export function marketParamsOf(filters: TMarketFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category) params.set('category', filters.category);
  if (filters.min_price) params.set('min_price', filters.min_price);
  if (filters.max_price) params.set('max_price', filters.max_price);
  if (filters.district) params.set('district', filters.district);
  if (filters.condition) params.set('condition', filters.condition);
  if (filters.in_stock) params.set('in_stock', '1');
  if (filters.verified) params.set('verified', '1');
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function hasMarketFilters(filters: TMarketFilters): boolean {
  return !!(
    filters.q.trim() ||
    filters.category ||
    filters.min_price ||
    filters.max_price ||
    filters.district ||
    filters.condition ||
    filters.in_stock ||
    filters.verified
  );
}

/** The API's query string of a search (prices in poisha; a reversed range is put in order). */
export function apiQueryOf(filters: TMarketFilters): string {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.category) query.set('category', filters.category);
  let min = filters.min_price ? Number(filters.min_price) : undefined;
  let max = filters.max_price ? Number(filters.max_price) : undefined;
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  if (min !== undefined) query.set('min_price', String(min * 100));
  if (max !== undefined) query.set('max_price', String(max * 100));
  if (filters.district) query.set('district', filters.district);
  if (filters.condition) query.set('condition', filters.condition);
  if (filters.in_stock) query.set('in_stock', 'true');
  if (filters.verified) query.set('verified', 'true');
  if (filters.sort) query.set('sort', filters.sort);
  query.set('page', String(filters.page));
  query.set('per_page', String(SEARCH_PER_PAGE));
  return query.toString();
}

export function marketHomeQuery(get: TGetJson = api.get) {
  return queryOptions({
    queryKey: marketKeys.home,
    queryFn: async ({ signal }) =>
      (await get<TEnvelope<TMarketplaceHome>>('/api/marketplace/home', signal)).data,
  });
}

export const useMarketHome = () => useQuery(marketHomeQuery());

export function marketSearchQuery(filters: TMarketFilters, get: TGetJson = api.get) {
  const text = apiQueryOf(filters);
  return queryOptions({
    queryKey: marketKeys.search(text),
    queryFn: ({ signal }) => get<TMarketplaceSearch>(`/api/marketplace/search?${text}`, signal),
  });
}

/** One page of a search; the previous results stay while a changed search loads. */
export const useMarketSearch = (filters: TMarketFilters) =>
  useQuery({ ...marketSearchQuery(filters), placeholderData: keepPreviousData });

/**
 * The product page answers its first page of reviews too: it starts the reviews' "Load more" list,
 * so the server render shows the reviews and the browser asks only for the following pages.
 */
function seedReviews(client: QueryClient, slug: string, page: TMarketplaceProductPage): void {
  if (client.getQueryData(marketKeys.reviews(slug))) return;
  const { items, total, rating } = page.reviews;
  client.setQueryData(marketKeys.reviews(slug), {
    pages: [{ data: items, meta: { page: 1, perPage: PRODUCT_PAGE_REVIEWS, total, rating } }],
    pageParams: [1],
  });
}

/** The product page's query; the server renderer runs it with its own `get` and cache. */
export function marketProductQuery(client: QueryClient, slug: string, get: TGetJson = api.get) {
  return queryOptions({
    queryKey: marketKeys.product(slug),
    queryFn: async ({ signal }) => {
      const answer = await get<TEnvelope<TMarketplaceProductPage>>(
        `/api/marketplace/products/${encodeURIComponent(slug)}`,
        signal,
      );
      seedReviews(client, slug, answer.data);
      return answer.data;
    },
    // An unknown product is an answer, not a hiccup: no retries.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });
}

export function useMarketProduct(slug: string) {
  const client = useQueryClient();
  return useQuery(marketProductQuery(client, slug));
}

/** A product's reviews by buyers, newest first, with the average ("Load more"; page 1 comes with the product). */
export function useProductReviews(slug: string) {
  return usePagedList<TProductReview, { rating: { average: number; count: number } }>(
    marketKeys.reviews(slug),
    (page) =>
      `/api/marketplace/products/${encodeURIComponent(slug)}/reviews?page=${page}&per_page=${PRODUCT_PAGE_REVIEWS}`,
  );
}

/** Where a view of a product's page is counted (the page names it in `data-count-view`). */
export const productViewUrl = (slug: string) => `/api/marketplace/products/${encodeURIComponent(slug)}/views`;

/** Counts one view of a product's page (fire and forget; called from an effect) unless the loader did. */
export function sendProductView(slug: string): void {
  const url = productViewUrl(slug);
  if (!takeCountedView(url)) api.post(url).catch(() => undefined);
}
