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

/**
 * When this process last wrote each token's "last used": requests that read the row before that
 * write landed do not write it again within the minute, however many come at once.
 */
const touched = new Map<string, number>();

function shouldTouch(tokenId: string, now: number): boolean {
  const last = touched.get(tokenId);
  if (last !== undefined && now - last < TOUCH_AFTER_MS) return false;
  if (touched.size >= 10_000)
    for (const [id, at] of touched) if (now - at >= TOUCH_AFTER_MS) touched.delete(id);
  touched.set(tokenId, now);
  return true;
}

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
  const now = Date.now();
  if (now - lastUsed > TOUCH_AFTER_MS && shouldTouch(token.id, now)) {
    touchAuthToken(deps.db, token.id).catch((error) =>
      deps.log.warn({ err: error }, 'could not record token use'),
    );
  }
  return { user, tokenId: token.id };
}
