import { AUDIT_CSV_MAX, type TAuditFilter } from '@haat/shared';
import { stringify } from 'csv-stringify/sync';
import { protectCell } from '../../lib/csv-cells.ts';
import type { TDeps } from '../../lib/deps.ts';
import { auditListFilter } from './list-audit.ts';
import { listAuditRows } from './repository.ts';

export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'actor_id',
  'actor_name',
  'actor_role',
  'action',
  'target_type',
  'target_id',
  'target_label',
  'before',
  'after',
  'reason',
  'ip',
  'user_agent',
] as const;

/** Rows read per query: the export never holds more than one page of database rows at a time. */
const PAGE = 1_000;

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/**
 * `GET /api/admin/audit/export.csv`: the log's actions with the list's filters and order, at most
 * 10,000, read a page at a time: UTF-8 with a BOM, a header row, before/after as JSON, and every
 * cell a spreadsheet would run as a formula written with a leading apostrophe.
 */
export async function exportAudit(
  deps: Pick<TDeps, 'db'>,
  query: TAuditFilter,
  now: Date = new Date(),
): Promise<{ csv: string; filename: string }> {
  const filter = auditListFilter(query);
  const lines: string[] = [stringify([[...AUDIT_CSV_COLUMNS]], { record_delimiter: '\r\n', bom: true })];
  for (let offset = 0; offset < AUDIT_CSV_MAX; offset += PAGE) {
    const limit = Math.min(PAGE, AUDIT_CSV_MAX - offset);
    const rows = await listAuditRows(deps.db, filter, query.sort, { limit, offset });
    const records = rows.map((row) =>
      [
        row.id,
        row.createdAt.toISOString(),
        row.actorId ?? '',
        row.actorName,
        row.actorRole,
        row.action,
        row.targetType,
        row.targetId ?? '',
        row.targetLabel ?? '',
        json(row.before),
        json(row.after),
        row.reason ?? '',
        row.ip ?? '',
        row.userAgent ?? '',
      ].map(protectCell),
    );
    if (records.length) lines.push(stringify(records, { record_delimiter: '\r\n' }));
    if (rows.length < limit) break;
  }
  return { csv: lines.join(''), filename: `haat-audit-${now.toISOString().slice(0, 10)}.csv` };
}
