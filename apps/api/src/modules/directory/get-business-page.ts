import type { TBusinessPage } from '@haat/shared';
import { listPublicProducts } from '../products/list-public-products.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requirePublicBusiness } from './find-public-business.ts';
import { categoriesOf } from './list-categories.ts';
import { presentBusiness } from './present-business.ts';
import { presentReview } from './present-review.ts';
import { findReviewOfUser, listReviews, type TBusinessRow } from './repository.ts';

const FIRST_PRODUCTS = 24;
const FIRST_REVIEWS = 10;

/** Everything the public page shows: profile, categories, first active products and reviews. */
export async function getBusinessPage(
  deps: TDirectoryDeps,
  slug: string,
  viewerId?: string,
): Promise<{ row: TBusinessRow; page: TBusinessPage }> {
  const row = await requirePublicBusiness(deps, slug);
  const [categories, products, reviews, mine] = await Promise.all([
    categoriesOf(deps.db, row.id, { activeOnly: true }),
    listPublicProducts(deps, row.id, { page: 1, per_page: FIRST_PRODUCTS }),
    listReviews(deps.db, row.id, { limit: FIRST_REVIEWS, offset: 0 }),
    viewerId ? findReviewOfUser(deps.db, row.id, viewerId) : Promise.resolve(undefined),
  ]);
  return {
    row,
    page: {
      business: presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage }),
      categories: categories.filter((category) => category.product_count > 0),
      products: products.data,
      product_total: products.meta.total,
      reviews: reviews.map((review) => presentReview(review, viewerId)),
      my_review: mine ? presentReview(mine, viewerId) : null,
      is_owner: viewerId === row.ownerId,
    },
  };
}
