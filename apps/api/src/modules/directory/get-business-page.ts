import type { TBusinessPage } from '@haat/shared';
import { listPublicProducts } from '../products/list-public-products.ts';
import { findUserById } from '../users/repository.ts';
import type { TDirectoryDeps } from './directory-deps.ts';
import { requirePublicBusiness } from './find-public-business.ts';
import { categoriesOf } from './list-categories.ts';
import { presentBusiness } from './present-business.ts';
import { presentReview } from './present-review.ts';
import { findReviewOfUser, listReviews, type TBusinessReviewRow, type TBusinessRow } from './repository.ts';

const FIRST_PRODUCTS = 24;
const FIRST_REVIEWS = 10;

/** What every visitor of a business page sees alike, kept in the directory cache by slug. */
interface TPublicPart {
  row: TBusinessRow;
  categories: TBusinessPage['categories'];
  products: TBusinessPage['products'];
  productTotal: number;
  reviews: TBusinessReviewRow[];
  whatsappVerified: boolean;
}

async function readPublicPart(deps: TDirectoryDeps, slug: string): Promise<TPublicPart> {
  const key = `page:${slug.toLowerCase()}`;
  const cached = deps.cache.get(key) as TPublicPart | undefined;
  if (cached) return cached;
  const generation = deps.cache.generation();
  const row = await requirePublicBusiness(deps, slug);
  const [categories, products, reviews, owner] = await Promise.all([
    categoriesOf(deps.db, row.id, { activeOnly: true }),
    listPublicProducts(deps, row.id, { page: 1, per_page: FIRST_PRODUCTS }),
    listReviews(deps.db, row.id, { limit: FIRST_REVIEWS, offset: 0 }),
    row.whatsapp ? findUserById(deps.db, row.ownerId) : undefined,
  ]);
  const part: TPublicPart = {
    row,
    categories: categories.filter((category) => category.product_count > 0),
    products: products.data,
    productTotal: products.meta.total,
    reviews,
    whatsappVerified: !!owner?.whatsappVerifiedAt && !!row.whatsapp && owner.whatsappNumber === row.whatsapp,
  };
  deps.cache.set(key, part, generation);
  return part;
}

/**
 * The business at `/b/:slug` (or a 404), from the cached public part of its page: the HTML route
 * reads it for the title and structured data, and the page's server render reads the same part
 * right after, so neither costs a query while the part is cached.
 */
export async function publicBusinessRow(deps: TDirectoryDeps, slug: string): Promise<TBusinessRow> {
  return (await readPublicPart(deps, slug)).row;
}

/**
 * Everything the public page shows: profile, categories, first active products and reviews (the
 * same for everyone, so cached; see directory-cache.ts), plus the viewer's own review and whether
 * the viewer owns the business, which are read for every request. "Open now" is computed afresh.
 */
export async function getBusinessPage(
  deps: TDirectoryDeps,
  slug: string,
  viewerId?: string,
): Promise<{ row: TBusinessRow; page: TBusinessPage }> {
  const part = await readPublicPart(deps, slug);
  const { row } = part;
  const mine = viewerId ? await findReviewOfUser(deps.db, row.id, viewerId) : undefined;
  return {
    row,
    page: {
      business: presentBusiness(row, { appUrl: deps.config.appUrl, storage: deps.storage }),
      categories: part.categories,
      products: part.products,
      product_total: part.productTotal,
      reviews: part.reviews.map((review) => presentReview(review, viewerId)),
      my_review: mine ? presentReview(mine, viewerId) : null,
      is_owner: viewerId === row.ownerId,
      whatsapp_verified: part.whatsappVerified,
    },
  };
}
