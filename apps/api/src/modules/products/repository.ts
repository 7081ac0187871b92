import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { products, type TProductRow, type TStoredImage } from '../../db/schema/products.ts';
import { makeSlug } from '../../lib/slugs.ts';
import { storedImageKeys } from './stored-image-keys.ts';

export type { TProductRow, TStoredImage };
/** A new product; its address (`slug`) is made from the title when not given. */
export type TNewProduct = Omit<typeof products.$inferInsert, 'slug'> & { slug?: string };
export type TProductChanges = Partial<
  Omit<TNewProduct, 'id' | 'sellerId' | 'businessId' | 'createdAt' | 'slug'>
>;
export type TProductSort = 'newest' | 'oldest' | 'price_asc' | 'price_desc' | 'title';

export interface TProductFilter {
  businessId: string;
  status?: TProductRow['status'];
  marketplaceCategory?: TProductRow['marketplaceCategory'];
  /** A category id, or null for products without one. */
  categoryId?: string | null;
  words?: { tsquery: string; text: string };
  /** Only what visitors may see: not hidden or removed by staff (issue 17). */
  visible?: boolean;
}

function withSlug(values: TNewProduct): typeof products.$inferInsert {
  return { ...values, slug: values.slug ?? makeSlug(values.title, 'product') };
}

export async function insertProduct(db: TExecutor, values: TNewProduct): Promise<TProductRow> {
  const [row] = await db.insert(products).values(withSlug(values)).returning();
  if (!row) throw new Error('insert into products returned nothing');
  return row;
}

export async function insertProducts(db: TExecutor, values: TNewProduct[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < values.length; start += 500) {
    const rows = await db
      .insert(products)
      .values(values.slice(start, start + 500).map(withSlug))
      .returning({ id: products.id });
    inserted += rows.length;
  }
  return inserted;
}

/** The seller's product, or undefined when it does not exist or belongs to someone else. */
export async function findOwnedProduct(
  db: TExecutor,
  sellerId: string,
  id: string,
): Promise<TProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
    .limit(1);
  return row;
}

function productFilters(filter: TProductFilter): SQL[] {
  const filters: SQL[] = [eq(products.businessId, filter.businessId)];
  if (filter.status) filters.push(eq(products.status, filter.status));
  if (filter.visible) filters.push(isNull(products.moderation));
  if (filter.marketplaceCategory) filters.push(eq(products.marketplaceCategory, filter.marketplaceCategory));
  if (filter.categoryId === null) filters.push(isNull(products.categoryId));
  else if (filter.categoryId) filters.push(eq(products.categoryId, filter.categoryId));
  if (filter.words)
    filters.push(
      sql`(${products.searchVector} @@ to_tsquery('simple', ${filter.words.tsquery}) OR word_similarity(${filter.words.text}, ${products.searchText}) >= 0.5)`,
    );
  return filters;
}

const ORDER: Record<TProductSort, SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  title: [asc(products.title), asc(products.id)],
};

export async function listProducts(
  db: TExecutor,
  filter: TProductFilter,
  options: { sort: TProductSort; limit: number; offset: number },
): Promise<TProductRow[]> {
  return db
    .select()
    .from(products)
    .where(and(...productFilters(filter)))
    .orderBy(...ORDER[options.sort])
    .limit(options.limit)
    .offset(options.offset);
}

export async function countProducts(db: TExecutor, filter: TProductFilter): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(products)
    .where(and(...productFilters(filter)));
  return row?.count ?? 0;
}

export async function countProductsByStatus(
  db: TExecutor,
  businessId: string,
): Promise<Record<TProductRow['status'], number>> {
  const rows = await db
    .select({ status: products.status, count: count() })
    .from(products)
    .where(eq(products.businessId, businessId))
    .groupBy(products.status);
  const counts = { draft: 0, active: 0, archived: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** How many products each category of the business has (only active ones when asked). */
export async function countProductsPerCategory(
  db: TExecutor,
  businessId: string,
  options: { activeOnly: boolean },
): Promise<Map<string, number>> {
  const filters: SQL[] = [eq(products.businessId, businessId)];
  if (options.activeOnly) filters.push(eq(products.status, 'active'), isNull(products.moderation));
  const rows = await db
    .select({ id: products.categoryId, count: count() })
    .from(products)
    .where(and(...filters))
    .groupBy(products.categoryId);
  return new Map(rows.filter((row) => row.id !== null).map((row) => [row.id as string, row.count]));
}

export async function updateOwnedProduct(
  db: TExecutor,
  sellerId: string,
  id: string,
  values: TProductChanges,
): Promise<TProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
    .returning();
  return row;
}

export async function deleteOwnedProduct(
  db: TExecutor,
  sellerId: string,
  id: string,
): Promise<TProductRow | undefined> {
  const [row] = await db
    .delete(products)
    .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
    .returning();
  return row;
}

/** Changes the products of the business among `ids`; answers how many changed. */
export async function updateProductsOfBusiness(
  db: TExecutor,
  businessId: string,
  ids: string[],
  values: TProductChanges,
): Promise<number> {
  const rows = await db
    .update(products)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids)))
    .returning({ id: products.id });
  return rows.length;
}

export async function deleteProductsOfBusiness(
  db: TExecutor,
  businessId: string,
  ids: string[],
): Promise<TProductRow[]> {
  return db
    .delete(products)
    .where(and(eq(products.businessId, businessId), inArray(products.id, ids)))
    .returning();
}

/** Every stored image key of the business's products (to delete the files with the business). */
export async function listProductImageKeys(db: TExecutor, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ images: products.images })
    .from(products)
    .where(and(eq(products.businessId, businessId), sql`jsonb_array_length(${products.images}) > 0`));
  return rows.flatMap((row) => row.images.flatMap(storedImageKeys));
}

/** All products of a business for the CSV export, oldest first. */
export async function listAllProductsOfBusiness(db: TExecutor, businessId: string): Promise<TProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.businessId, businessId))
    .orderBy(asc(products.createdAt), asc(products.id));
}

/** Adds an image at the end unless the product already has `max`; undefined when not added. */
export async function appendProductImage(
  db: TExecutor,
  sellerId: string,
  id: string,
  image: TStoredImage,
  max: number,
): Promise<TProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({
      images: sql`${products.images} || ${JSON.stringify([image])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(products.id, id),
        eq(products.sellerId, sellerId),
        sql`jsonb_array_length(${products.images}) < ${max}`,
      ),
    )
    .returning();
  return row;
}

/* Moderation (issue 17): staff hide or remove a product through these; visitors never see it then. */

/** A product's seller, title and first picture, whatever its state (staff's preview and notices). */
export async function findProductForModeration(db: TExecutor, id: string) {
  const [row] = await db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      title: products.title,
      slug: products.slug,
      status: products.status,
      moderation: products.moderation,
      thumbKey: sql<string | null>`${products.images} -> 0 ->> 'thumbKey'`,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row;
}

/**
 * Sets or clears a product's moderation (`null` restores it). The owner's own edits never touch
 * these columns, so a hidden product cannot be put back on sale by its seller.
 */
export async function setProductModeration(
  db: TExecutor,
  id: string,
  moderation: { state: 'hidden' | 'removed'; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(
      moderation
        ? { moderation: moderation.state, moderationReason: moderation.reason, moderatedAt: new Date() }
        : { moderation: null, moderationReason: null, moderatedAt: null },
    )
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}
