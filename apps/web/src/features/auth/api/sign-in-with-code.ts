import type { TAuthResult } from '@haat/shared/auth/schemas';
import type { TTwoFactorLogin } from '@haat/shared/auth/two-factor-schemas';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { beginSession, LoginFailedError } from './auth-calls.ts';

/**
 * The second step of sign-in (decision 061): the password step's challenge with a six-digit code or a
 * recovery code. The answer is a token, taken exactly as the password step's would be. A 401 means
 * the challenge ended (too old, too many wrong codes): sign-in starts again from the password.
 */
export async function signInWithCode(body: TTwoFactorLogin): Promise<TAuthResult> {
  const answer = await api.post<TEnvelope<TAuthResult>>('/api/auth/login/two-factor', body);
  if (!answer.data?.token) throw new LoginFailedError(answer.message || 'Login failed');
  await beginSession(answer.data);
  return answer.data;
}
