import { inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { businesses } from '../../db/schema/directory.ts';

/** What an order needs of the business that sells (decision 054). */
export interface TSeller {
  id: string;
  ownerId: string;
  name: string;
  slug: string;
  country: string;
  district: string | null;
  city: string | null;
  deliveryInside: number;
  deliveryOutside: number;
  /** Suspended by staff (decision 066): nothing of it can be bought. */
  suspended: boolean;
}

/** The businesses with these ids (missing ids are left out). */
export async function findSellers(db: TExecutor, ids: string[]): Promise<Map<string, TSeller>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: businesses.id,
      ownerId: businesses.ownerId,
      name: businesses.name,
      slug: businesses.slug,
      country: businesses.country,
      district: businesses.district,
      city: businesses.city,
      deliveryInside: businesses.deliveryInside,
      deliveryOutside: businesses.deliveryOutside,
      suspended: sql<boolean>`${businesses.suspendedAt} IS NOT NULL`,
    })
    .from(businesses)
    .where(inArray(businesses.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}
