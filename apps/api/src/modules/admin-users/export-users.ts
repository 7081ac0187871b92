import { ADMIN_USERS_CSV_MAX, type TAdminUserFilter } from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import { protectCell } from '../../lib/csv-cells.ts';
import type { TDeps } from '../../lib/deps.ts';
import { userListFilter } from './list-users.ts';
import { presentAdminUser } from './present-admin-user.ts';
import { listUsers } from './repository.ts';

export const ADMIN_USERS_CSV_COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'country',
  'role',
  'status',
  'suspended_reason',
  'email_verified',
  'identity_verified',
  'whatsapp_verified',
  'two_factor',
  'created_at',
  'last_active',
] as const;

/** Rows read per query: the export never holds more than one page of database rows at a time. */
const PAGE = 1_000;

/**
 * `GET /api/admin/users/export.csv`: the list's people with the same filters and order, at most
 * 10,000, read a page at a time: UTF-8 with a BOM, a header row, and every cell a spreadsheet would
 * run as a formula written with a leading apostrophe.
 */
export async function exportAdminUsers(
  deps: Pick<TDeps, 'db' | 'config'>,
  query: TAdminUserFilter,
  now: Date = new Date(),
): Promise<{ csv: string; filename: string }> {
  const filter = userListFilter(deps, query);
  const lines: string[] = [
    stringify([[...ADMIN_USERS_CSV_COLUMNS]], { record_delimiter: '\r\n', bom: true }),
  ];
  for (let offset = 0; offset < ADMIN_USERS_CSV_MAX; offset += PAGE) {
    const rows = await listUsers(deps.db, filter, query.sort, {
      limit: Math.min(PAGE, ADMIN_USERS_CSV_MAX - offset),
      offset,
    });
    const records = rows.map((row) => {
      const user = presentAdminUser(row, row.lastActive);
      return ADMIN_USERS_CSV_COLUMNS.map((column) => {
        const value = user[column];
        return protectCell(typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value ?? ''));
      });
    });
    if (records.length) lines.push(stringify(records, { record_delimiter: '\r\n' }));
    if (rows.length < PAGE) break;
  }
  return { csv: lines.join(''), filename: `haat-users-${now.toISOString().slice(0, 10)}.csv` };
}
