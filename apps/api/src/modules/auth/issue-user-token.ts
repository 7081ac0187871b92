import { isLanguageCode, translate } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import type { TDeps } from '../../lib/deps.ts';
import { randomSecret, sha256 } from '../../lib/secrets.ts';
import type { TUserRow } from '../users/repository.ts';
import { expireUserTokens, insertUserToken, type TUserTokenPurpose } from './repository.ts';

/** Makes a single-use emailed token for `purpose` (earlier unused ones stop working); answers the secret. */
export async function issueUserToken(
  deps: { db: TExecutor },
  userId: string,
  purpose: TUserTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const secret = randomSecret(32);
  await expireUserTokens(deps.db, userId, purpose);
  await insertUserToken(deps.db, {
    userId,
    purpose,
    secretHash: sha256(secret),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return secret;
}

/** Mails a user a message from the shared catalogue (`email.<kind>_subject` / `_body`) in their language. */
export async function mailUser(
  deps: Pick<TDeps, 'mailer'>,
  user: TUserRow,
  kind: 'verify' | 'reset' | 'invite',
  link: string,
): Promise<void> {
  const lang = isLanguageCode(user.language) ? user.language : 'en';
  await deps.mailer.send({
    to: user.email,
    subject: translate(lang, `email.${kind}_subject`),
    text: translate(lang, `email.${kind}_body`, { name: user.name, link }),
  });
}
