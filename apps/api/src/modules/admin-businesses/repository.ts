import type { TAdminBusinessSort, ZAdminBusinessFiltersSchema } from '@haat/shared';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TExecutor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { businesses, businessReviews } from '../../db/schema/directory.ts';
import { orders } from '../../db/schema/orders.ts';
import { products } from '../../db/schema/products.ts';
import { users } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

/*
 * Staff's reads of businesses (issue 17 item 3): every business and personal shop, suspended or
 * not, with its owner and product count. Reads only: every change goes through the directory
 * area's functions. Every user value is a parameter; search text is an escaped ILIKE pattern.
 */

export type TAdminBusinessFilters = z.output<typeof ZAdminBusinessFiltersSchema>;

const productCount = sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${products.businessId} = ${businesses.id})`;

const listColumns = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  type: businesses.type,
  kind: businesses.kind,
  ownerId: businesses.ownerId,
  ownerName: users.name,
  ownerEmail: users.email,
  verified: businesses.verified,
  verifiedBadge: businesses.verifiedBadge,
  suspendedAt: businesses.suspendedAt,
  suspendedReason: businesses.suspendedReason,
  productCount: productCount.as('product_count'),
  ratingAvg: businesses.ratingAvg,
  ratingCount: businesses.ratingCount,
  district: businesses.district,
  city: businesses.city,
  country: businesses.country,
  createdAt: businesses.createdAt,
};

export interface TAdminBusinessRow {
  id: string;
  slug: string;
  name: string;
  type: (typeof businesses.$inferSelect)['type'];
  kind: (typeof businesses.$inferSelect)['kind'];
  ownerId: string;
  ownerName: string;
  ownerEmail: string;
  verified: boolean;
  verifiedBadge: 'granted' | 'revoked' | null;
  suspendedAt: Date | null;
  suspendedReason: string | null;
  productCount: number;
  ratingAvg: number;
  ratingCount: number;
  district: string | null;
  city: string | null;
  country: string;
  createdAt: Date;
}

function whereOf(filter: TAdminBusinessFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    const words = or(
      ilike(businesses.name, pattern),
      ilike(businesses.slug, pattern),
      ilike(users.name, pattern),
      ilike(users.email, pattern),
    );
    if (words) filters.push(words);
  }
  if (filter.type) filters.push(eq(businesses.type, filter.type));
  if (filter.kind) filters.push(eq(businesses.kind, filter.kind));
  if (filter.verified !== undefined) filters.push(eq(businesses.verified, filter.verified));
  if (filter.suspended !== undefined)
    filters.push(filter.suspended ? isNotNull(businesses.suspendedAt) : isNull(businesses.suspendedAt));
  if (filter.district) filters.push(eq(businesses.district, filter.district));
  if (filter.country) filters.push(eq(businesses.country, filter.country));
  if (filter.from) filters.push(gte(businesses.createdAt, sql`${filter.from}::date`));
  if (filter.to) filters.push(lt(businesses.createdAt, sql`${filter.to}::date + 1`));
  return filters.length ? and(...filters) : undefined;
}

function orderOf(sort: TAdminBusinessSort): SQL[] {
  const descending = sort.startsWith('-');
  const direction = (key: SQL | AnyPgColumn) => (descending ? desc(key) : asc(key));
  const key = sort.replace(/^-/, '');
  const keys: SQL[] =
    key === 'name'
      ? [direction(sql`lower(${businesses.name})`), direction(businesses.createdAt)]
      : key === 'rating'
        ? [direction(businesses.ratingAvg), direction(businesses.ratingCount)]
        : key === 'products'
          ? [direction(sql`product_count`)]
          : [direction(businesses.createdAt)];
  return [...keys, direction(businesses.id)];
}

/** One page of businesses matching the filters, in the order asked. */
export async function listAdminBusinesses(
  db: TExecutor,
  filter: TAdminBusinessFilters,
  page: { limit: number; offset: number },
): Promise<TAdminBusinessRow[]> {
  return db
    .select(listColumns)
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(whereOf(filter))
    .orderBy(...orderOf(filter.sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAdminBusinesses(db: TExecutor, filter: TAdminBusinessFilters): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(whereOf(filter));
  return row?.count ?? 0;
}

/** How much a business has: products (all, active), reviews and orders. */
export async function countBusinessContents(db: TExecutor, id: string) {
  const [row] = await db
    .execute<{ products: number; active: number; reviews: number; orders: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${products} WHERE ${products.businessId} = ${id}) AS products,
      (SELECT count(*)::int FROM ${products} WHERE ${products.businessId} = ${id} AND ${products.status} = 'active') AS active,
      (SELECT count(*)::int FROM ${businessReviews} WHERE ${businessReviews.businessId} = ${id}) AS reviews,
      (SELECT count(*)::int FROM ${orders} WHERE ${orders.businessId} = ${id}) AS orders`)
    .then((result) => result.rows);
  return {
    products: Number(row?.products ?? 0),
    active_products: Number(row?.active ?? 0),
    reviews: Number(row?.reviews ?? 0),
    orders: Number(row?.orders ?? 0),
  };
}

/** The latest staff actions about a business, newest first. */
export async function listBusinessAudit(db: TExecutor, id: string, limit = 50) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'business'), eq(auditLog.targetId, id)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
