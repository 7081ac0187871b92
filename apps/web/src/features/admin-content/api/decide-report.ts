import type { TBulkReportAction, TReportAction, TReportSubjectType } from '@haat/shared/admin/moderation';
import type { TBulkDecideReportsResult, TDecideReportResult } from '@haat/shared/admin/moderation-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminContentKeys } from './keys.ts';

type TTarget = { type: TReportSubjectType; id: string };

/** `POST /api/admin/reports/:type/:id/decide`; the queue is read again afterwards (also after a 409). */
export function useDecideReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { target: TTarget; action: TReportAction; note?: string }) =>
      (
        await api.post<TEnvelope<TDecideReportResult>>(
          `/api/admin/reports/${input.target.type}/${input.target.id}/decide`,
          { action: input.action, ...(input.note ? { note: input.note } : {}) },
        )
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: adminContentKeys.all }),
  });
}

/** `POST /api/admin/reports/bulk`: hide, remove or dismiss the selected targets at once. */
export function useBulkDecideReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { targets: TTarget[]; action: TBulkReportAction; note?: string }) =>
      (
        await api.post<TEnvelope<TBulkDecideReportsResult>>('/api/admin/reports/bulk', {
          targets: input.targets,
          action: input.action,
          ...(input.note ? { note: input.note } : {}),
        })
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: adminContentKeys.all }),
  });
}
