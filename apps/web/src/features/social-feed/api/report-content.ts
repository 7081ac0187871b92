import type { TCreateReport, TReportResult } from '@haat/shared/social/community-schemas';
import { useMutation } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

/** `POST /api/social/reports`: a post or comment for staff to review; a second report of it is a 409. */
export function useReportContent() {
  return useMutation({
    mutationFn: async (body: TCreateReport) =>
      (await api.post<TEnvelope<TReportResult>>('/api/social/reports', body)).data,
  });
}
