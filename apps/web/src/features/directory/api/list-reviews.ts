import type { TReview, TReviewList } from '@haat/shared/directory/schemas';
import { usePagedList } from '../../../lib/use-paged-list.ts';
import { directoryKeys } from './keys.ts';
import { useViewer } from './viewer.ts';

/** As many as the business page answers with its first reviews, so they can start the list. */
export const REVIEWS_PER_PAGE = 10;

/** A business's reviews, newest first, a page at a time, with the average and count. */
export function useBusinessReviews(slug: string) {
  const viewer = useViewer();
  return usePagedList<TReview, Omit<TReviewList['meta'], 'page' | 'perPage' | 'total'>>(
    directoryKeys.reviews(slug, viewer),
    (page) => `/api/businesses/${encodeURIComponent(slug)}/reviews?page=${page}&per_page=${REVIEWS_PER_PAGE}`,
  );
}
