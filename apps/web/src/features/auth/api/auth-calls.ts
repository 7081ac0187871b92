import type { TRegister } from '@haat/shared/auth/account-schemas';
import type {
  TAuthResult,
  TChangePassword,
  TForgotPassword,
  TLogin,
  TResetPassword,
  TSession,
  TUser,
} from '@haat/shared/auth/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type TEnvelope } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session-store.ts';
import { mergeGuestCartAfterSignIn } from '../../orders/api/merge-cart.ts';
import { setSessionUser, startSession } from './session.ts';

export class LoginFailedError extends Error {}

/** Login of spec section 7: success false or no token counts as a failure ("Login failed"). */
export async function login(body: TLogin): Promise<TEnvelope<TAuthResult>> {
  const answer = await api.post<TEnvelope<TAuthResult> | { success: false; message?: string }>(
    '/api/auth/login',
    body,
  );
  if (!answer.success || !answer.data?.token) throw new LoginFailedError(answer.message || 'Login failed');
  startSession(answer.data.token, answer.data.user);
  // A cart filled while signed out joins the account's cart before the next screen shows it.
  await mergeGuestCartAfterSignIn();
  return answer;
}

export async function register(body: unknown): Promise<TEnvelope<TAuthResult>> {
  const answer = await api.post<TEnvelope<TAuthResult>>('/api/auth/register', body as TRegister);
  startSession(answer.data.token, answer.data.user);
  await mergeGuestCartAfterSignIn();
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
