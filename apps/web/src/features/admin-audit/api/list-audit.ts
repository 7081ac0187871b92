import type { TAuditEntry } from '@haat/shared/admin/audit-schemas';
import { useListQuery } from '../../admin/components/data-table/use-list-query.ts';

/** Query keys of the audit log (refreshed as a whole). */
export const auditKeys = { all: ['admin', 'audit'] as const };

/** One page of the audit log for the list's query (`actor`, `action`, `target_type`, `from`, `sort`, `page`…). */
export function useAuditList(query: string) {
  return useListQuery<TAuditEntry>(auditKeys.all, '/api/admin/audit', query);
}

/** The CSV of the same filters and order. */
export const auditExportUrl = (exportQuery: string) => `/api/admin/audit/export.csv?${exportQuery}`;
