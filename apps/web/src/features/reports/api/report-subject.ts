import type { TCreateContentReport } from '@haat/shared/admin/moderation-schemas';
import type { TReportResult } from '@haat/shared/social/community-schemas';
import { useMutation } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';

/**
 * `POST /api/reports`: content reported to staff (posts, comments, products, businesses, reviews,
 * cards). A second report of the same thing is a 409; one's own content a 422; a subject no
 * longer shown a 404.
 */
export function useReportSubject() {
  return useMutation({
    mutationFn: async (body: TCreateContentReport) =>
      (await api.post<TEnvelope<TReportResult>>('/api/reports', body)).data,
  });
}
