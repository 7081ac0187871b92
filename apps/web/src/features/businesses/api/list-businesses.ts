import type { TBusiness, TBusinessList } from '@haat/shared/directory/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { businessKeys } from './keys.ts';

export const BUSINESSES_PER_PAGE = 20;

/** The signed-in user's businesses, newest first, a page at a time. */
export function useMyBusinesses() {
  return usePagedList<TBusiness, TBusinessList['meta']>(
    businessKeys.list(),
    (page) => `/api/my/businesses?page=${page}&per_page=${BUSINESSES_PER_PAGE}`,
  );
}
