import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { products, type TStoredImage } from '../../db/schema/products.ts';
import { sellerIsListed } from '../directory/public-sellers.ts';

/*
 * What the marketplace's orders need of products (decision 054): today's price and stock of the
 * products in a cart, and stock taken or given back inside the order's own database transaction.
 */

export interface TProductForSale {
  id: string;
  slug: string;
  title: string;
  price: number;
  stock: number;
  status: 'draft' | 'active' | 'archived';
  sellerId: string;
  businessId: string;
  images: TStoredImage[];
}

/** The products with these ids as they are now (missing ids are left out). */
export async function findProductsForSale(db: TExecutor, ids: string[]): Promise<TProductForSale[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      price: products.price,
      stock: products.stock,
      // A product hidden or removed by staff (issue 17) is not on sale: buyers see it as archived.
      status: sql<
        TProductForSale['status']
      >`CASE WHEN ${products.moderation} IS NULL THEN ${products.status} ELSE 'archived' END`,
      sellerId: products.sellerId,
      businessId: products.businessId,
      images: products.images,
    })
    .from(products)
    .where(inArray(products.id, ids));
}

/**
 * Takes `quantity` from an active product's stock; false when it is no longer on sale or fewer are
 * left. The conditional UPDATE locks the row, so concurrent buyers of the last units queue on it and
 * exactly as many succeed as there are units.
 */
export async function takeStock(tx: TExecutor, productId: string, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.status, 'active'), gte(products.stock, quantity)))
    .returning({ id: products.id });
  return rows.length === 1;
}

/** Gives `quantity` back to a product's stock (a cancelled order); nothing if the product is gone. */
export async function returnStock(tx: TExecutor, productId: string, quantity: number): Promise<void> {
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
}

/** The current addresses of products (order lines link to the product while it exists). */
export async function productSlugs(db: TExecutor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

/** An active product by its address, with its rating totals (undefined when not on sale). */
export async function findActiveProductBySlug(
  db: TExecutor,
  slug: string,
): Promise<{ id: string; ratingCount: number; ratingSum: number } | undefined> {
  const [row] = await db
    .select({ id: products.id, ratingCount: products.ratingCount, ratingSum: products.ratingSum })
    .from(products)
    .where(
      and(
        eq(products.slug, slug),
        eq(products.status, 'active'),
        isNull(products.moderation),
        sellerIsListed(products.businessId),
      ),
    )
    .limit(1);
  return row;
}
