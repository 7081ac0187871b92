import type { TDeps } from '../../lib/deps.ts';
import { randomSecret, sha256 } from '../../lib/secrets.ts';
import { insertAuthToken } from './repository.ts';

export interface TTokenContext {
  name?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  /** How the sign-in passed two-factor (decision 061). */
  twoFactor?: 'code' | 'recovery_code' | 'remembered_device' | null;
}

/** Creates an opaque bearer token `<id>|<secret>`; only the SHA-256 of the secret is stored. */
export async function issueToken(
  deps: Pick<TDeps, 'db'>,
  userId: string,
  context: TTokenContext,
): Promise<string> {
  const secret = randomSecret(32);
  const row = await insertAuthToken(deps.db, {
    userId,
    secretHash: sha256(secret),
    name: context.name?.slice(0, 100) ?? null,
    ip: context.ip ?? null,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    twoFactor: context.twoFactor ?? null,
  });
  return `${row.id}|${secret}`;
}
