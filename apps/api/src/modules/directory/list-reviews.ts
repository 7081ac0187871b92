import type { TReviewList } from '@haat/shared';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requirePublicBusiness } from './find-public-business.ts';
import { presentReview } from './present-review.ts';
import { listReviews as listReviewRows } from './repository.ts';

/** A business's reviews, newest first, with its average and count. */
export async function listReviews(
  deps: TDirectoryDeps,
  slug: string,
  query: { page: number; per_page: number },
  viewerId?: string,
): Promise<TReviewList> {
  const business = await requirePublicBusiness(deps, slug);
  const rows = await listReviewRows(deps.db, business.id, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    success: true,
    data: rows.map((row) => presentReview(row, viewerId)),
    meta: {
      page: query.page,
      perPage: query.per_page,
      total: business.ratingCount,
      average: Math.round(business.ratingAvg * 10) / 10,
      count: business.ratingCount,
    },
  };
}
