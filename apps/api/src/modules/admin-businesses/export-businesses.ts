import { ADMIN_BUSINESS_CSV_MAX } from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import type { TExecutor } from '../../db/client.ts';
import { protectCell } from '../../lib/csv-cells.ts';
import { presentAdminBusiness } from './list-businesses.ts';
import { listAdminBusinesses, type TAdminBusinessFilters } from './repository.ts';

export const ADMIN_BUSINESS_CSV_COLUMNS = [
  'id',
  'name',
  'slug',
  'type',
  'kind',
  'owner_id',
  'owner_name',
  'owner_email',
  'verified',
  'verified_badge',
  'suspended_at',
  'suspended_reason',
  'products',
  'rating',
  'rating_count',
  'district',
  'city',
  'country',
  'created_at',
] as const;

/** Rows read per query while building the file (never the whole table at once). */
const PAGE = 1_000;

/**
 * `GET /api/admin/businesses/export.csv`: the list's filters and order, at most 10,000 rows, read a
 * thousand at a time; cells a spreadsheet would run as formulas get a leading apostrophe.
 */
export async function exportBusinessesForStaff(
  deps: { db: TExecutor },
  filter: TAdminBusinessFilters,
): Promise<{ csv: string; filename: string }> {
  const records: string[][] = [];
  for (let offset = 0; offset < ADMIN_BUSINESS_CSV_MAX; offset += PAGE) {
    const rows = await listAdminBusinesses(deps.db, filter, {
      limit: Math.min(PAGE, ADMIN_BUSINESS_CSV_MAX - offset),
      offset,
    });
    for (const row of rows.map(presentAdminBusiness)) {
      records.push(
        [
          row.id,
          row.name,
          row.slug,
          row.type,
          row.kind,
          row.owner.id,
          row.owner.name,
          row.owner.email,
          row.verified ? 'yes' : 'no',
          row.verified_badge ?? '',
          row.suspended_at ?? '',
          row.suspended_reason ?? '',
          String(row.product_count),
          String(row.rating.average),
          String(row.rating.count),
          row.district ?? '',
          row.city ?? '',
          row.country,
          row.created_at,
        ].map(protectCell),
      );
    }
    if (rows.length < PAGE) break;
  }
  const day = new Date().toISOString().slice(0, 10);
  return {
    csv: stringify([[...ADMIN_BUSINESS_CSV_COLUMNS], ...records], { record_delimiter: '\r\n', bom: true }),
    filename: `haat-businesses-${day}.csv`,
  };
}
