import {
  BUSINESS_TYPES,
  DIRECTORY_SORTS,
  type TBusinessType,
  type TDirectorySort,
} from '@haat/shared/directory/constants';
import type { TDirectoryList } from '@haat/shared/directory/schemas';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { TGetJson } from '../../../lib/server-loader.ts';
import { directoryKeys } from './keys.ts';

export const DIRECTORY_PER_PAGE = 12;

/** The directory's search and filters as kept in the address (`/business?q=…&type=…`). */
export interface TDirectoryFilters {
  q: string;
  type: TBusinessType | '';
  city: string;
  verified: boolean;
  sort: TDirectorySort;
}

export const NO_FILTERS: TDirectoryFilters = {
  q: '',
  type: '',
  city: '',
  verified: false,
  sort: 'relevance',
};

/** Reads the filters from the address, ignoring values the API would refuse. */
export function filtersFrom(params: URLSearchParams): TDirectoryFilters {
  const type = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    type: (BUSINESS_TYPES as readonly string[]).includes(type) ? (type as TBusinessType) : '',
    city: (params.get('city') ?? '').slice(0, 100),
    verified: params.get('verified') === '1',
    sort: (DIRECTORY_SORTS as readonly string[]).includes(sort) ? (sort as TDirectorySort) : 'relevance',
  };
}

/** The filters as address parameters: only what differs from the defaults. */
export function paramsOf(filters: TDirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.city) params.set('city', filters.city);
  if (filters.verified) params.set('verified', '1');
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  return params;
}

/** True when any search word or filter is set (the sort order is not a filter). */
export function hasFilters(filters: TDirectoryFilters): boolean {
  return !!(filters.q.trim() || filters.type || filters.city || filters.verified);
}

/** One search of the directory as a paged query (the server renderer prefetches its first page). */
export function directorySearchQuery(filters: TDirectoryFilters, get: TGetJson = api.get) {
  const query = new URLSearchParams();
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.type) query.set('type', filters.type);
  if (filters.city) query.set('city', filters.city);
  if (filters.verified) query.set('verified', 'true');
  query.set('sort', filters.sort);
  query.set('per_page', String(DIRECTORY_PER_PAGE));
  const text = query.toString();
  return infiniteQueryOptions({
    queryKey: directoryKeys.search(text),
    queryFn: ({ pageParam, signal }) =>
      get<TDirectoryList>(`/api/businesses?${text}&page=${pageParam}`, signal),
    initialPageParam: 1,
    // A capped total ("1,000+") says only "at least": more pages while they come back full.
    getNextPageParam: (last) =>
      (
        last.meta.total_capped
          ? last.data.length === last.meta.perPage
          : last.meta.page * last.meta.perPage < last.meta.total
      )
        ? last.meta.page + 1
        : undefined,
  });
}

/**
 * One search of the directory, read a page at a time ("Load more"). Like `usePagedList`, but the
 * previous results stay on screen while a changed search loads (`isPlaceholderData`), so typing
 * does not flash skeletons.
 */
export function useDirectorySearch(filters: TDirectoryFilters) {
  const result = useInfiniteQuery({ ...directorySearchQuery(filters), placeholderData: keepPreviousData });
  const pages = result.data?.pages;
  return {
    isPending: result.isPending,
    isError: result.isError && !result.isFetchingNextPage,
    isUpdating: result.isPlaceholderData,
    refetch: result.refetch,
    total: pages?.[0]?.meta.total ?? 0,
    /** More match than were counted: show the total as "1,000+". */
    totalCapped: pages?.[0]?.meta.total_capped === true,
    entries: pages?.flatMap((page) => page.data) ?? [],
    hasNextPage: result.hasNextPage,
    fetchNextPage: result.fetchNextPage,
    isFetchingNextPage: result.isFetchingNextPage,
    loadMoreFailed: result.isFetchNextPageError,
  };
}
