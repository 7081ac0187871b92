import { isLanguageCode, translate } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { randomSecret, sha256 } from '../../lib/secrets.ts';
import { findUserByEmail } from '../users/repository.ts';
import { expireUserTokens, insertUserToken } from './repository.ts';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Mails a single-use, 60-minute reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(deps: TDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'active') return;
  const secret = randomSecret(32);
  await expireUserTokens(deps.db, user.id, 'password_reset');
  await insertUserToken(deps.db, {
    userId: user.id,
    purpose: 'password_reset',
    secretHash: sha256(secret),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS),
  });
  const lang = isLanguageCode(user.language) ? user.language : 'en';
  const link = `${deps.config.appUrl}/reset-password?token=${secret}&email=${encodeURIComponent(user.email)}`;
  await deps.mailer.send({
    to: user.email,
    subject: translate(lang, 'email.reset_subject'),
    text: translate(lang, 'email.reset_body', { name: user.name, link }),
  });
}
