import type { TTwoFactorDisable, TTwoFactorStatus } from '@haat/shared/auth/two-factor-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { afterTwoFactorChange } from './after-change.ts';

/**
 * `POST /api/auth/two-factor/disable`: the password and a code (or a recovery code) turn two-factor
 * off. The API answers the new status as `data` (its route's schema); `{ status }` is read too.
 */
export function useDisableTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TTwoFactorDisable): Promise<TTwoFactorStatus> => {
      const { data } = await api.post<TEnvelope<TTwoFactorStatus | { status: TTwoFactorStatus }>>(
        '/api/auth/two-factor/disable',
        body,
      );
      return 'status' in data ? data.status : data;
    },
    onSuccess: (status) => afterTwoFactorChange(client, status),
  });
}
