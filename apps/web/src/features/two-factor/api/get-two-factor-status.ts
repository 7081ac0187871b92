import type { TTwoFactorStatus } from '@haat/shared/auth/two-factor-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { twoFactorKeys } from './keys.ts';

/** `GET /api/auth/two-factor`: on or off, since when, recovery codes left, a setup waiting for its code. */
export const twoFactorStatusQuery = queryOptions({
  queryKey: twoFactorKeys.status,
  queryFn: async ({ signal }) =>
    (await api.get<TEnvelope<TTwoFactorStatus>>('/api/auth/two-factor', signal)).data,
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}
