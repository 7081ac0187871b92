import type { TKycStatusView, TKycSubmit } from '@haat/shared/trust/kyc-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { kycKeys } from './keys.ts';

/**
 * `POST /api/kyc/submission`: the document for review, or after a rejection only the rejected
 * parts. The answer is the new status (pending), which replaces the cached one.
 */
export function useSubmitKyc() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TKycSubmit) =>
      (await api.post<TEnvelope<TKycStatusView>>('/api/kyc/submission', body)).data,
    onSuccess: (status) => client.setQueryData(kycKeys.status, status),
  });
}
