import type { TTwoFactorStatus } from '@haat/shared/auth/two-factor-schemas';
import type { QueryClient } from '@tanstack/react-query';
import { sessionsQuery } from '../../auth/api/auth-calls.ts';
import { fetchUser } from '../../auth/api/session.ts';
import { twoFactorKeys } from './keys.ts';

/**
 * After two-factor was turned on or off or its codes renewed: the answer's status replaces the cached
 * one, and the signed-in user is read again (its `two_factor_enabled` decides whether the password
 * and withdrawal forms ask for a code). Sessions show how they passed the second step, so they too.
 */
export function afterTwoFactorChange(client: QueryClient, status: TTwoFactorStatus): void {
  client.setQueryData(twoFactorKeys.status, status);
  void fetchUser().catch(() => undefined);
  void client.invalidateQueries({ queryKey: sessionsQuery.queryKey });
}
