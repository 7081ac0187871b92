import { normalizePhone } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import type { TThrottlePolicy } from '../../lib/rate-counters.ts';
import type { TUserRow } from '../users/repository.ts';
import { hasRecentTokenFromIp } from './repository.ts';

/*
 * Who a sign-in (or reset request) is counted against (decision 022): the ACCOUNT, however its
 * email or phone is written; an unknown identifier by its normalised form, counted the same way so
 * a 429 never tells whether an account exists. A browser that signed in to the account before
 * (device cookie), or an address the account holds a recent token from, is counted on its own, so
 * strangers cannot keep the owner out.
 */

/** Password guesses: 5 free, then 30 s, 1, 2, 4, 8 min, then 15 min each; forgotten an hour after the last wait. */
export const LOGIN_POLICY: TThrottlePolicy = {
  free: 5,
  baseSeconds: 30,
  maxSeconds: 900,
  forgetSeconds: 3600,
};

/** Days an address stays "known" after the account got a token from it. */
const KNOWN_IP_DAYS = 30;

/** The counter subject of a login identifier: `u:<user id>` for an account, else the normalised identifier. */
export function loginSubject(deps: TDeps, login: string, user: TUserRow | undefined): string {
  if (user) return `u:${user.id}`;
  const value = login.trim().toLowerCase().slice(0, 254);
  if (value.includes('@')) return `e:${value}`;
  const phone = normalizePhone(value, deps.config.defaultCountry);
  return phone ? `p:${phone}` : `l:${value}`;
}

/**
 * The throttle key of this attempt: the account's own key for strangers, or a key of its own for a
 * browser or address the account is known from.
 */
export async function loginThrottleKey(
  deps: TDeps,
  purpose: 'login' | 'forgot',
  subject: string,
  user: TUserRow | undefined,
  place: { device?: string; ip: string },
): Promise<string> {
  const base = `${purpose}:${subject}`;
  if (!user) return base;
  if (place.device) return `${base}:d:${place.device}`;
  if (await hasRecentTokenFromIp(deps.db, user.id, place.ip, KNOWN_IP_DAYS)) return `${base}:ip:${place.ip}`;
  return base;
}

/** The policy with its free attempts scaled by RATE_LIMIT_FACTOR (at least one). */
export function scaledPolicy(policy: TThrottlePolicy, factor: number): TThrottlePolicy {
  return { ...policy, free: Math.max(1, Math.round(policy.free * factor)) };
}
