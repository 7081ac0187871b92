import type { TDeps } from '../../lib/deps.ts';
import { findUserByEmail } from '../users/repository.ts';
import { issueUserToken, mailUser } from './issue-user-token.ts';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Mails a single-use, 60-minute reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(deps: TDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'active') return;
  const secret = await issueUserToken(deps, user.id, 'password_reset', PASSWORD_RESET_TTL_MS);
  const link = `${deps.config.appUrl}/reset-password?token=${secret}&email=${encodeURIComponent(user.email)}`;
  await mailUser(deps, user, 'reset', link);
}
