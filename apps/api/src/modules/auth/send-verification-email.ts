import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TUserRow } from '../users/repository.ts';
import { issueUserToken, mailUser } from './issue-user-token.ts';

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Mails a fresh 24-hour link to `/verify-email?token=…`; earlier links stop working. */
export async function sendVerificationEmail(
  deps: Pick<TDeps, 'config' | 'mailer'> & { db: TExecutor },
  user: TUserRow,
): Promise<void> {
  const secret = await issueUserToken(deps, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_MS);
  await mailUser(deps, user, 'verify', `${deps.config.appUrl}/verify-email?token=${secret}`);
}
