import type { TProductReview } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { setSalesRating } from '../directory/repository.ts';
import { setProductRating } from '../products/product-activity.ts';
import { findActiveProductBySlug } from '../products/stock.ts';
import { findUserNames } from '../users/repository.ts';
import {
  findProductReviewRow,
  listItemsOfOrders,
  listReviewsOfProduct,
  lockOrder,
  reviewTotals,
  type TProductReviewRow,
  updateProductReviewModeration,
  upsertProductReview,
} from './repository.ts';

export { findProductReviewRow };

export function presentReview(row: TProductReviewRow): TProductReview {
  return {
    id: row.id,
    order_item_id: row.orderItemId,
    product_id: row.productId,
    author_name: row.authorName,
    rating: row.rating,
    body: row.body,
    verified_purchase: true,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The buyer reviews an item of their completed order (once per item; a second call edits it). The
 * product's rating and the seller business's rating are updated in the same transaction
 * (decision 056). Anyone but the buyer gets 404; an order not completed yet is 409.
 */
export async function saveProductReview(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  target: { orderId: string; itemId: string },
  input: { rating: number; body?: string | null },
): Promise<TProductReview> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, target.orderId);
    if (!order || order.buyerId !== userId) throw new AppError('NOT_FOUND', 'api.not_found');
    const item = (await listItemsOfOrders(tx, [order.id])).find((row) => row.id === target.itemId);
    if (!item) throw new AppError('NOT_FOUND', 'api.not_found');
    if (order.status !== 'completed') throw new AppError('CONFLICT', 'api.review_needs_completed_order');
    const names = await findUserNames(tx, [userId]);
    const row = await upsertProductReview(tx, {
      orderItemId: item.id,
      orderId: order.id,
      productId: item.productId,
      businessId: order.businessId,
      userId,
      authorName: names.get(userId) ?? '',
      rating: input.rating,
      body: input.body?.trim() || null,
    });
    if (item.productId)
      await setProductRating(tx, item.productId, await reviewTotals(tx, { productId: item.productId }));
    await setSalesRating(tx, order.businessId, await reviewTotals(tx, { businessId: order.businessId }));
    return presentReview(row);
  });
}

/**
 * One page of a product's reviews, newest first, and how many it has. Other areas call this for
 * the reviews they show (the marketplace's product page answers the first page with the product).
 */
export async function productReviewPage(
  deps: Pick<TDeps, 'db'>,
  productId: string,
  page: { page: number; perPage: number },
): Promise<{ items: TProductReview[]; total: number }> {
  const { rows, total } = await listReviewsOfProduct(deps.db, productId, {
    limit: page.perPage,
    offset: (page.page - 1) * page.perPage,
  });
  return { items: rows.map(presentReview), total };
}

/** A product's average rating to one decimal (0 without ratings), from its count and sum. */
export function averageRating(rating: { count: number; sum: number }): number {
  return rating.count > 0 ? Math.round((rating.sum / rating.count) * 10) / 10 : 0;
}

/** Reviews of an active product, newest first, with its average. */
export async function listProductReviews(
  deps: Pick<TDeps, 'db'>,
  slug: string,
  query: { page: number; per_page: number },
) {
  const product = await findActiveProductBySlug(deps.db, slug);
  if (!product) throw new AppError('NOT_FOUND', 'api.not_found');
  const { items, total } = await productReviewPage(deps, product.id, {
    page: query.page,
    perPage: query.per_page,
  });
  return {
    success: true as const,
    data: items,
    meta: {
      page: query.page,
      perPage: query.per_page,
      total,
      rating: {
        average: averageRating({ count: product.ratingCount, sum: product.ratingSum }),
        count: product.ratingCount,
      },
    },
  };
}

/**
 * Staff hide, remove or restore a buyer's review (issue 17): it leaves (or comes back to) the product's
 * page, and the product's and the seller's ratings are recomputed, in the caller's transaction.
 */
export async function setProductReviewModeration(
  db: TExecutor,
  id: string,
  moderation: { state: 'hidden' | 'removed'; reason: string } | null,
): Promise<boolean> {
  const row = await updateProductReviewModeration(db, id, moderation);
  if (!row) return false;
  if (row.productId)
    await setProductRating(db, row.productId, await reviewTotals(db, { productId: row.productId }));
  await setSalesRating(db, row.businessId, await reviewTotals(db, { businessId: row.businessId }));
  return true;
}
