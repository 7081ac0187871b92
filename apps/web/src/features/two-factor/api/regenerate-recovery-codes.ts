import type { TRecoveryCodes, TTwoFactorCodeInput } from '@haat/shared/auth/two-factor-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterTwoFactorChange } from './after-change.ts';

/** `POST /api/auth/two-factor/recovery-codes`: a current code makes ten new recovery codes; the old ones stop working. */
export function useRegenerateRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTwoFactorCodeInput) =>
      (await api.post<TEnvelope<TRecoveryCodes>>('/api/auth/two-factor/recovery-codes', body)).data,
    onSuccess: (answer) => afterTwoFactorChange(client, answer.status),
  });
}
