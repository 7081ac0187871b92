import type { TRegister } from '@haat/shared/auth/account-schemas';
import type {
  TAuthResult,
  TChangePassword,
  TForgotPassword,
  TLogin,
  TLoginResult,
  TResetPassword,
  TSession,
  TUser,
} from '@haat/shared/auth/schemas';
import type { TTwoFactorChallenge } from '@haat/shared/auth/two-factor-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session-store.ts';
import { mergeGuestCartAfterSignIn } from '../../orders/api/merge-cart.ts';
import { setSessionUser, startSession } from './session.ts';

export class LoginFailedError extends Error {}

/** What the password step of sign-in led to: a session, or the second step (two-factor is on). */
export type TLoginOutcome =
  | { kind: 'signed_in'; answer: TEnvelope<TAuthResult> }
  | { kind: 'two_factor'; challenge: TTwoFactorChallenge };

/**
 * A token from sign-in or registration: stored, and a cart filled while signed out joins the
 * account's cart before the next screen shows it.
 */
export async function beginSession(result: TAuthResult): Promise<void> {
  startSession(result.token, result.user);
  await mergeGuestCartAfterSignIn();
}

/**
 * Login of spec section 7: success false or no token counts as a failure ("Login failed"). An account
 * with two-factor on answers a challenge instead of a token (decision 061); the second step
 * (`sign-in-with-code.ts`) sends it back with a code.
 */
export async function login(body: TLogin): Promise<TLoginOutcome> {
  const answer = await api.post<TEnvelope<TLoginResult> | { success: false; message?: string }>(
    '/api/auth/login',
    body,
  );
  if (answer.success && answer.data && 'two_factor_required' in answer.data && answer.data.challenge)
    return { kind: 'two_factor', challenge: answer.data };
  if (!answer.success || !answer.data || !('token' in answer.data) || !answer.data.token)
    throw new LoginFailedError(answer.message || 'Login failed');
  await beginSession(answer.data);
  return { kind: 'signed_in', answer: { ...answer, data: answer.data } };
}

export async function register(body: unknown): Promise<TEnvelope<TAuthResult>> {
  const answer = await api.post<TEnvelope<TAuthResult>>('/api/auth/register', body as TRegister);
  await beginSession(answer.data);
  return answer;
}

export const forgotPassword = (body: TForgotPassword) =>
  api.post<{ success: true; message: string }>('/api/auth/forgot-password', body);

export const resetPassword = (body: TResetPassword) =>
  api.post<TEnvelope<{ user: TUser }>>('/api/auth/reset-password', body);

export const verifyEmail = (token: string) =>
  api.post<TEnvelope<{ user: TUser }>>('/api/auth/verify-email', { token });

export const resendVerification = () =>
  api.post<{ success: true; message: string }>('/api/auth/email/resend');

export async function changePassword(body: TChangePassword): Promise<string> {
  const answer = await api.post<TEnvelope<{ token: string }>>('/api/auth/change-password', body);
  startSession(answer.data.token);
  return answer.message ?? '';
}

export const sessionsQuery = queryOptions({
  queryKey: ['auth', 'sessions'],
  queryFn: ({ signal }) => api.get<TEnvelope<TSession[]>>('/api/auth/sessions', signal).then((a) => a.data),
});

export function useSessions() {
  return useQuery(sessionsQuery);
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ success: true; message: string }>(`/api/auth/sessions/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (answer) => {
      if (getToken()) setSessionUser(answer.data.user);
    },
  });
}
