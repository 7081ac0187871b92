import { randomBytes } from 'node:crypto';
import type { TExternalPlatform } from '@haat/shared/social/constants';
import { hmac, safeEqual } from '../../../lib/secrets.ts';

/*
 * The OAuth `state` of a connection under way, signed rather than stored: the person's id, the
 * platform, an expiry ten minutes on and a random nonce, with an HMAC keyed by APP_KEY. The finish
 * step accepts it only for the same signed-in person and platform before it expires, so a link made
 * for someone else (or forged) cannot attach their pages to another account. A code is single use at
 * the platform, so replaying a state within its ten minutes gains nothing.
 */

export const STATE_MINUTES = 10;

interface TStatePayload {
  /** User id. */
  u: string;
  p: TExternalPlatform;
  /** Expiry, Unix seconds. */
  e: number;
  n: string;
}

const sign = (appKey: string, payload: string) => hmac(appKey, `social-oauth-state|${payload}`);

export function signState(
  appKey: string,
  input: { userId: string; platform: TExternalPlatform },
  now = new Date(),
): string {
  const payload: TStatePayload = {
    u: input.userId,
    p: input.platform,
    e: Math.floor(now.getTime() / 1000) + STATE_MINUTES * 60,
    n: randomBytes(16).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(appKey, encoded)}`;
}

/** Whether `state` was signed here for this person and platform and has not expired. */
export function stateValid(
  appKey: string,
  state: string,
  expected: { userId: string; platform: TExternalPlatform },
  now = new Date(),
): boolean {
  const [encoded, signature, ...rest] = state.split('.');
  if (!encoded || !signature || rest.length) return false;
  if (!safeEqual(sign(appKey, encoded), signature)) return false;
  let payload: Partial<TStatePayload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<TStatePayload>;
  } catch {
    return false;
  }
  return (
    payload.u === expected.userId &&
    payload.p === expected.platform &&
    typeof payload.e === 'number' &&
    payload.e * 1000 > now.getTime()
  );
}
