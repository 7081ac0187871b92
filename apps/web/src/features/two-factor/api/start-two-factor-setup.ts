import type { TTwoFactorSetup, TTwoFactorSetupInput } from '@haat/shared/auth/two-factor-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './keys.ts';

/**
 * `POST /api/auth/two-factor/setup`: the password again, then a new key (to type, as an otpauth://
 * address and as a QR code). Two-factor is not on until `enable` takes a code of that key.
 */
export function useStartTwoFactorSetup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTwoFactorSetupInput) =>
      (await api.post<TEnvelope<TTwoFactorSetup>>('/api/auth/two-factor/setup', body)).data,
    // The status now says a setup is waiting; read it again when next shown.
    onSuccess: () => client.invalidateQueries({ queryKey: twoFactorKeys.status, refetchType: 'none' }),
  });
}
