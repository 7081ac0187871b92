import { type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { businesses } from '../../db/schema/directory.ts';

/**
 * Whether a seller's products are listed in the marketplace: every business profile and every
 * person's own items (kind `personal`, decision 058; those are never in the directory, see
 * `inDirectory`). When sellers get a hidden state, this, the sitemap queries and
 * `requirePublicBusiness` change together, and so does the marketplace search, which filters and
 * counts products by their copy of the seller (migration 0011, decision 055) without joining
 * these: the copy then takes the state too, and the search filters on it.
 */
function isListedBusiness(): SQL {
  return sql`true`;
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
