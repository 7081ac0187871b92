import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { products, productViews } from '../../db/schema/products.ts';

/*
 * What the marketplace counts on products besides stock (decision 056): daily page views and the
 * rating from buyers' reviews.
 */

/** Today in Bangladesh time (UTC+6 all year), as `YYYY-MM-DD`. */
export function dhakaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
}

/** Counts one view of an active product's page today; false when there is no such product on sale. */
export async function recordProductView(db: TExecutor, productId: string): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO ${productViews} (product_id, day, views)
    SELECT ${products.id}, ${dhakaDay()}::date, 1 FROM ${products}
    WHERE ${products.id} = ${productId} AND ${products.status} = 'active'
    ON CONFLICT (product_id, day) DO UPDATE SET views = ${productViews.views} + 1`);
  return (result.rowCount ?? 0) > 0;
}

/** Views per product and day since `sinceDay` (inclusive) of these products. */
export async function listProductViews(
  db: TExecutor,
  productIds: string[],
  sinceDay: string,
): Promise<{ productId: string; day: string; views: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({ productId: productViews.productId, day: productViews.day, views: productViews.views })
    .from(productViews)
    .where(and(inArray(productViews.productId, productIds), gte(productViews.day, sinceDay)));
}

/** Sets a product's rating totals (count and sum of its buyers' reviews), in the caller's transaction. */
export async function setProductRating(
  db: TExecutor,
  productId: string,
  totals: { count: number; sum: number },
): Promise<void> {
  await db
    .update(products)
    .set({ ratingCount: totals.count, ratingSum: totals.sum })
    .where(eq(products.id, productId));
}

/** The ids, titles and addresses of a seller's products (all statuses), newest first. */
export async function listSellerProducts(
  db: TExecutor,
  sellerId: string,
  businessId?: string,
): Promise<{ id: string; title: string; slug: string }[]> {
  return db
    .select({ id: products.id, title: products.title, slug: products.slug })
    .from(products)
    .where(
      and(eq(products.sellerId, sellerId), businessId ? eq(products.businessId, businessId) : undefined),
    );
}

/** A page of a seller's products in every business (optionally of one status), newest first. */
export async function listSellerListings(
  db: TExecutor,
  sellerId: string,
  query: { status?: 'draft' | 'active' | 'archived'; limit: number; offset: number },
) {
  const where = and(
    eq(products.sellerId, sellerId),
    query.status ? eq(products.status, query.status) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        title: products.title,
        status: products.status,
        price: products.price,
        stock: products.stock,
        images: products.images,
        businessId: products.businessId,
        featuredUntil: products.featuredUntil,
        ratingCount: products.ratingCount,
        ratingSum: products.ratingSum,
      })
      .from(products)
      .where(where)
      .orderBy(sql`${products.createdAt} DESC`, sql`${products.id} DESC`)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
