import type { TDeps } from '../../lib/deps.ts';
import { issueUserToken, mailUser } from './issue-user-token.ts';
import { findUserByLogin } from './login-user.ts';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/**
 * Mails a single-use, 60-minute reset link when the account of this email or phone number (any
 * form sign-in takes) exists; answers the same either way. The link always goes to the account's
 * email address (every account has one; there is no text-message sender).
 */
export async function requestPasswordReset(deps: TDeps, login: string): Promise<void> {
  const user = await findUserByLogin(deps, login);
  if (user?.status !== 'active') return;
  const secret = await issueUserToken(deps, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
  const link = `${deps.config.appUrl}/reset-password?token=${secret}&email=${encodeURIComponent(user.email)}`;
  await mailUser(deps, user, 'reset', link);
}
