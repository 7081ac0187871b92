import type { TListing, TListingsQuery } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import type { TStorage } from '../../plugins/storage.ts';
import { findSellers } from '../directory/find-sellers.ts';
import { countSalesByProduct } from '../orders/repository.ts';
import { dhakaDay, listProductViews, listSellerListings } from '../products/product-activity.ts';

/**
 * The user's listings across their businesses (`/marketplace/listings`): status, price, stock,
 * featuring, 30-day views, orders and units sold, rating. Price and stock are edited through the
 * products API (`PATCH /api/my/products/:id`).
 */
export async function listListings(
  deps: Pick<TDeps, 'db'> & { storage: TStorage },
  sellerId: string,
  query: TListingsQuery,
): Promise<{ success: true; data: TListing[]; meta: { page: number; perPage: number; total: number } }> {
  const { rows, total } = await listSellerListings(deps.db, sellerId, {
    status: query.status,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const ids = rows.map((row) => row.id);
  const [views, sales, businesses] = await Promise.all([
    listProductViews(deps.db, ids, dhakaDay(new Date(Date.now() - 29 * 86_400_000))),
    countSalesByProduct(deps.db, ids),
    findSellers(
      deps.db,
      rows.map((row) => row.businessId),
    ),
  ]);
  const viewsOf = new Map<string, number>();
  for (const row of views) viewsOf.set(row.productId, (viewsOf.get(row.productId) ?? 0) + row.views);
  return {
    success: true,
    data: rows.map((row) => {
      const image = row.images[0];
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status,
        price: row.price,
        stock: row.stock,
        thumb_url: image ? deps.storage.url(image.thumbKey) : null,
        business: { id: row.businessId, name: businesses.get(row.businessId)?.name ?? '' },
        featured_until:
          row.featuredUntil && row.featuredUntil > new Date() ? row.featuredUntil.toISOString() : null,
        views_30d: viewsOf.get(row.id) ?? 0,
        orders: sales.get(row.id)?.orders ?? 0,
        units_sold: sales.get(row.id)?.units ?? 0,
        rating: {
          average: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : 0,
          count: row.ratingCount,
        },
      };
    }),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
