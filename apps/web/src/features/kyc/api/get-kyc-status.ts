import type { TKycStatusView } from '@haat/shared/trust/kyc-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { kycKeys } from './keys.ts';

/** `GET /api/kyc`: not started, pending, approved or rejected (and why), history, uploads not yet sent. */
export const kycStatusQuery = queryOptions({
  queryKey: kycKeys.status,
  queryFn: async ({ signal }) => (await api.get<TEnvelope<TKycStatusView>>('/api/kyc', signal)).data,
});

export function useKycStatus() {
  return useQuery(kycStatusQuery);
}
