import type { TDeps } from '../../lib/deps.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';
import { findUserById, type TUserRow } from '../users/repository.ts';
import { deleteAuthToken, findAuthToken, touchAuthToken } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOUCH_AFTER_MS = 60_000;

export interface TAuthContext {
  user: TUserRow;
  tokenId: string;
}

/** Resolves a bearer token to its active user, or undefined for anything unknown, revoked or idle too long. */
export async function authenticateToken(
  deps: Pick<TDeps, 'db' | 'config' | 'log'>,
  bearer: string,
): Promise<TAuthContext | undefined> {
  const separator = bearer.indexOf('|');
  if (separator < 0) return undefined;
  const id = bearer.slice(0, separator);
  const secret = bearer.slice(separator + 1);
  if (!UUID.test(id) || secret.length < 20 || secret.length > 100) return undefined;
  const token = await findAuthToken(deps.db, id);
  if (!token || !safeEqual(token.secretHash, sha256(secret))) return undefined;
  const lastUsed = (token.lastUsedAt ?? token.createdAt).getTime();
  if (Date.now() - lastUsed > deps.config.tokenIdleDays * 86_400_000) {
    await deleteAuthToken(deps.db, token.userId, token.id);
    return undefined;
  }
  const user = await findUserById(deps.db, token.userId);
  if (user?.status !== 'active') return undefined;
  if (Date.now() - lastUsed > TOUCH_AFTER_MS) {
    touchAuthToken(deps.db, token.id).catch((error) =>
      deps.log.warn({ err: error }, 'could not record token use'),
    );
  }
  return { user, tokenId: token.id };
}
