import { PRODUCT_PAGE_REVIEWS, type TMarketplaceProductPage, type TProductReview } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDirectoryDeps } from '../directory/directory-deps.ts';
import { averageRating, productReviewPage } from '../orders/product-reviews.ts';
import { categoryNames } from '../products/category-names.ts';
import {
  findMarketProduct,
  listMarketProducts,
  type TMarketProductRow,
  type TMarketTileRow,
} from '../products/marketplace-repository.ts';
import { presentProduct } from '../products/present-product.ts';
import { presentSellerCard, presentTile } from './present-tile.ts';

const RELATED = 8;

interface TPageRows {
  row: TMarketProductRow;
  categoryNames: Map<string, string>;
  related: TMarketTileRow[];
  reviews: { items: TProductReview[]; total: number };
}

/**
 * A listed product's public page (`/p/:slug`): the product, its seller's card with delivery
 * charges, its buyers' newest reviews (asked of the orders area, which owns them) and up to 8 other
 * listed products of its category. A draft or archived product, or one of a business that is not
 * listed, is "not found". Kept in the directory cache (a review write clears it).
 */
export async function getMarketplaceProduct(
  deps: TDirectoryDeps,
  slug: string,
): Promise<TMarketplaceProductPage> {
  const key = `market:product:${slug.toLowerCase()}`;
  const generation = deps.cache.generation();
  let rows = deps.cache.get(key) as TPageRows | undefined;
  if (!rows) {
    const row = await findMarketProduct(deps.db, slug.toLowerCase());
    if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
    const [names, related, reviews] = await Promise.all([
      categoryNames(deps.db, row.product.businessId),
      listMarketProducts(deps.db, {
        category: row.product.marketplaceCategory,
        excludeId: row.product.id,
        limit: RELATED,
      }),
      productReviewPage(deps, row.product.id, { page: 1, perPage: PRODUCT_PAGE_REVIEWS }),
    ]);
    rows = { row, categoryNames: names, related, reviews };
    deps.cache.set(key, rows, generation);
  }
  const present = { appUrl: deps.config.appUrl, storage: deps.storage };
  const { product } = rows.row;
  return {
    product: presentProduct(product, { ...present, categoryNames: rows.categoryNames }),
    seller: presentSellerCard(rows.row.seller, present),
    reviews: {
      ...rows.reviews,
      rating: {
        average: averageRating({ count: product.ratingCount, sum: product.ratingSum }),
        count: product.ratingCount,
      },
    },
    related: rows.related.map((tile) => presentTile(tile, present)),
  };
}
