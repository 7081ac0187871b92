import { isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.ts';
import { businesses } from '../../db/schema/directory.ts';

/**
 * Whether a seller's products are listed in the marketplace: every business profile and every
 * person's own items (kind `personal`, decision 058; those are never in the directory, see
 * `inDirectory`) that staff have not suspended (decision 066). The sitemap queries and
 * `requirePublicBusiness` filter the same way; the marketplace search, which filters and counts
 * products without joining the sellers (decision 055), uses `sellerIsListed`.
 */
function isListedBusiness(): SQL {
  return isNull(businesses.suspendedAt);
}

/**
 * For other areas' product reads: the seller of the row whose business id is `businessId` is
 * listed (not suspended). An anti-join with the few suspended businesses (a partial index), so
 * a product read keeps its own indexes and order.
 */
export function sellerIsListed(businessId: SQL | AnyPgColumn): SQL {
  return sql`NOT EXISTS (SELECT 1 FROM ${businesses} AS suspended WHERE suspended.id = ${businessId} AND suspended.suspended_at IS NOT NULL)`;
}

/**
 * The listed businesses as sellers, for other areas' queries to join on `id` (the marketplace joins
 * its products to them): an aliased subquery of the columns a seller shows, never the table. Each
 * call builds a new one (PostgreSQL inlines it into the outer query).
 */
export function publicSellers(db: TExecutor) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      kind: businesses.kind,
      district: businesses.district,
      city: businesses.city,
      verified: businesses.verified,
      ratingAvg: businesses.ratingAvg,
      ratingCount: businesses.ratingCount,
      logoThumbKey: businesses.logoThumbKey,
      deliveryInside: businesses.deliveryInside,
      deliveryOutside: businesses.deliveryOutside,
    })
    .from(businesses)
    .where(isListedBusiness())
    .as('sellers');
}

export type TPublicSellers = ReturnType<typeof publicSellers>;
