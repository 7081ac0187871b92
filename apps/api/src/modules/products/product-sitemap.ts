import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { products } from '../../db/schema/products.ts';
import { sellerIsListed } from '../directory/public-sellers.ts';

/* The sitemap's product files (`/sitemaps/products-<n>.xml`): active products, oldest first. */

/** The last change in each file of `perFile` active products. */
export async function summarisePublicProductFiles(db: TExecutor, perFile: number): Promise<Date[]> {
  const result = await db.execute<{ lastmod: Date | string }>(sql`
    SELECT max(updated_at) AS lastmod
    FROM (
      SELECT updated_at, (row_number() OVER (ORDER BY created_at, id) - 1) / ${perFile} AS file
      FROM ${products} WHERE status = 'active' AND moderation IS NULL AND ${sellerIsListed(products.businessId)}
    ) AS numbered
    GROUP BY file
    ORDER BY file`);
  return result.rows.map((row) => new Date(row.lastmod));
}

/** The slugs and last changes of one file's active products. */
export async function listPublicProductPaths(
  db: TExecutor,
  options: { offset: number; limit: number },
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(
      and(eq(products.status, 'active'), isNull(products.moderation), sellerIsListed(products.businessId)),
    )
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(options.limit)
    .offset(options.offset);
}
