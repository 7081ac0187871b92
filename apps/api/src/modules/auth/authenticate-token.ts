import type { TDeps } from '../../lib/deps.ts';
import { safeEqual, sha256 } from '../../lib/secrets.ts';
import type { TUserRow } from '../users/repository.ts';
import { deleteAuthToken, findAuthTokenWithUser, touchAuthToken } from './repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOUCH_AFTER_MS = 60_000;

export interface TAuthContext {
  user: TUserRow;
  tokenId: string;
}

/** Tokens whose "last used" is being written now: one write at a time, however many requests come. */
const touching = new Set<string>();

/**
 * Resolves a bearer token to its active user, or undefined for anything unknown, revoked or idle too
 * long. One query (token and user together, decision 046); "last used" is written at most about once
 * a minute per token, after the answer, never waited for.
 */
export async function authenticateToken(
  deps: Pick<TDeps, 'db' | 'config' | 'log'>,
  bearer: string,
): Promise<TAuthContext | undefined> {
  const separator = bearer.indexOf('|');
  if (separator < 0) return undefined;
  const id = bearer.slice(0, separator);
  const secret = bearer.slice(separator + 1);
  if (!UUID.test(id) || secret.length < 20 || secret.length > 100) return undefined;
  const found = await findAuthTokenWithUser(deps.db, id);
  if (!found || !safeEqual(found.token.secretHash, sha256(secret))) return undefined;
  const { token, user } = found;
  const lastUsed = (token.lastUsedAt ?? token.createdAt).getTime();
  if (Date.now() - lastUsed > deps.config.tokenIdleDays * 86_400_000) {
    await deleteAuthToken(deps.db, token.userId, token.id);
    return undefined;
  }
  if (user.status !== 'active') return undefined;
  if (Date.now() - lastUsed > TOUCH_AFTER_MS && !touching.has(token.id)) {
    touching.add(token.id);
    touchAuthToken(deps.db, token.id)
      .catch((error) => deps.log.warn({ err: error }, 'could not record token use'))
      .finally(() => touching.delete(token.id));
  }
  return { user, tokenId: token.id };
}
