import { isLanguageCode, translate } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { randomSecret, sha256 } from '../../lib/secrets.ts';
import type { TUserRow } from '../users/repository.ts';
import { expireUserTokens, insertUserToken } from './repository.ts';

export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Mails a fresh 24-hour link to `/verify-email?token=…`; earlier links stop working. */
export async function sendVerificationEmail(deps: TDeps, user: TUserRow): Promise<void> {
  const secret = randomSecret(32);
  await expireUserTokens(deps.db, user.id, 'email_verification');
  await insertUserToken(deps.db, {
    userId: user.id,
    purpose: 'email_verification',
    secretHash: sha256(secret),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
  });
  const lang = isLanguageCode(user.language) ? user.language : 'en';
  const link = `${deps.config.appUrl}/verify-email?token=${secret}`;
  await deps.mailer.send({
    to: user.email,
    subject: translate(lang, 'email.verify_subject'),
    text: translate(lang, 'email.verify_body', { name: user.name, link }),
  });
}
