import type { TAdminKycDetail } from '@haat/shared/trust/kyc-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { adminKycKeys } from './keys.ts';

/** `GET /api/admin/kyc/:id`: the submission, the person, earlier images, history and businesses. */
export function kycReviewQuery(id: string) {
  return queryOptions({
    queryKey: adminKycKeys.review(id),
    queryFn: async ({ signal }) =>
      (await api.get<TEnvelope<TAdminKycDetail>>(`/api/admin/kyc/${encodeURIComponent(id)}`, signal)).data,
  });
}

export function useKycReview(id: string) {
  return useQuery(kycReviewQuery(id));
}
