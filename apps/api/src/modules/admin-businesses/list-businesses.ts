import type { TAdminBusinessItem, TPageMeta, ZAdminBusinessQuerySchema } from '@haat/shared';
import type { z } from 'zod';
import type { TExecutor } from '../../db/client.ts';
import { countAdminBusinesses, listAdminBusinesses, type TAdminBusinessRow } from './repository.ts';

export function presentAdminBusiness(row: TAdminBusinessRow): TAdminBusinessItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    kind: row.kind,
    owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
    verified: row.verified,
    verified_badge: row.verifiedBadge,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    suspended_reason: row.suspendedReason,
    product_count: Number(row.productCount),
    rating: { average: Math.round(row.ratingAvg * 10) / 10, count: row.ratingCount },
    district: row.district,
    city: row.city,
    country: row.country,
    created_at: row.createdAt.toISOString(),
  };
}

/** `GET /api/admin/businesses`: every business and personal shop, filtered, sorted and paged. */
export async function listBusinessesForStaff(
  deps: { db: TExecutor },
  q: z.output<typeof ZAdminBusinessQuerySchema>,
): Promise<{ success: true; data: TAdminBusinessItem[]; meta: TPageMeta }> {
  const [rows, total] = await Promise.all([
    listAdminBusinesses(deps.db, q, { limit: q.per_page, offset: (q.page - 1) * q.per_page }),
    countAdminBusinesses(deps.db, q),
  ]);
  return {
    success: true,
    data: rows.map(presentAdminBusiness),
    meta: { page: q.page, perPage: q.per_page, total },
  };
}
