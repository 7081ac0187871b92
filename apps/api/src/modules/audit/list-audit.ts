import type { TAuditEntry, TAuditFilter, TPageMeta } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { countAuditRows, listAuditRows, type TAuditListFilter, type TAuditRow } from './repository.ts';

/** An audit row as the API shows it. */
export function presentAuditEntry(row: TAuditRow): TAuditEntry {
  return {
    id: row.id,
    actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}

/** The filters of a query, without its order and paging. */
export function auditListFilter(query: TAuditFilter): TAuditListFilter {
  const { page: _page, per_page: _perPage, sort: _sort, ...filter } = query;
  return filter;
}

/**
 * `GET /api/admin/audit`: staff actions by actor (id, or part of a name or email), action (exact or
 * an area `users.`), target and days, newest first, a page at a time.
 */
export async function listAudit(
  deps: Pick<TDeps, 'db'>,
  query: TAuditFilter,
): Promise<{ success: true; data: TAuditEntry[]; meta: TPageMeta }> {
  const filter = auditListFilter(query);
  const [rows, total] = await Promise.all([
    listAuditRows(deps.db, filter, query.sort, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    countAuditRows(deps.db, filter),
  ]);
  return {
    success: true,
    data: rows.map(presentAuditEntry),
    meta: { page: query.page, perPage: query.per_page, total },
  };
}
