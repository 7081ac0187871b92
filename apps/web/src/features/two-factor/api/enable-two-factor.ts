import type { TRecoveryCodes, TTwoFactorCodeInput } from '@haat/shared/auth/two-factor-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterTwoFactorChange } from './after-change.ts';

/** `POST /api/auth/two-factor/enable`: the first code of the new key turns two-factor on; ten recovery codes come back, once. */
export function useEnableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTwoFactorCodeInput) =>
      (await api.post<TEnvelope<TRecoveryCodes>>('/api/auth/two-factor/enable', body)).data,
    onSuccess: (answer) => afterTwoFactorChange(client, answer.status),
  });
}
