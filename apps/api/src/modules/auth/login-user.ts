import type { TLoginResult } from '@haat/shared';
import { normalizePhone } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { refundThrottleSlot, takeThrottleSlot } from '../../lib/rate-counters.ts';
import { createSignInChallenge, twoFactorEnabledAt } from '../two-factor/sign-in-challenge.ts';
import { presentUser } from '../users/present-user.ts';
import { findUserByEmail, findUserByPhone, type TUserRow } from '../users/repository.ts';
import { issueToken, type TTokenContext } from './issue-token.ts';
import { LOGIN_POLICY, loginSubject, loginThrottleKey, scaledPolicy } from './login-throttle.ts';

/** Finds the account for an email or any common form of a phone number. */
export async function findUserByLogin(deps: TDeps, login: string): Promise<TUserRow | undefined> {
  const value = login.trim();
  if (value.includes('@')) return findUserByEmail(deps.db, value);
  const phone = normalizePhone(value, deps.config.defaultCountry);
  return phone ? findUserByPhone(deps.db, phone) : undefined;
}

/**
 * The refusal a suspended account gets at sign-in (issue 17): it says the account is suspended and,
 * when staff gave one, why. Only said after the right password, so it tells a stranger nothing.
 */
export function suspendedError(user: Pick<TUserRow, 'suspendedReason'>): AppError {
  return user.suspendedReason
    ? new AppError('FORBIDDEN', 'api.account_suspended_reason', { values: { reason: user.suspendedReason } })
    : new AppError('FORBIDDEN', 'api.account_suspended');
}

export interface TLoginPlace {
  ip: string;
  /** The browser's name for an account its device cookie vouches for (known-device.ts). */
  deviceOf(userId: string): string | undefined;
  /** The 429 to throw while this attempt has to wait. */
  limited(seconds: number): Error;
  /** Whether this browser was remembered after a two-factor sign-in (two-factor/remembered-browser.ts). */
  rememberedFor(userId: string, enabledAt: Date): boolean;
  /** Throws when this person may not sign in now although the password is right (maintenance). */
  mayEnter?(user: TUserRow): Promise<void>;
}

/**
 * Checks the credentials and issues a token. Never says which of login or password was wrong.
 * Guesses are throttled per account (decision 022): each attempt takes a slot up front, a correct
 * password gives it back, so only failures count and parallel guesses cannot slip past the wait.
 * With two-factor on (decision 061) a right password answers a challenge for the second step, no
 * token, unless this browser was remembered after an earlier two-factor sign-in.
 */
export async function loginUser(
  deps: TDeps,
  input: { login: string; password: string },
  context: TTokenContext,
  place: TLoginPlace,
): Promise<TLoginResult> {
  const user = await findUserByLogin(deps, input.login);
  const subject = loginSubject(deps, input.login, user);
  const key = await loginThrottleKey(deps, 'login', subject, user, {
    ip: place.ip,
    device: user ? place.deviceOf(user.id) : undefined,
  });
  const slot = await takeThrottleSlot(deps.db, key, scaledPolicy(LOGIN_POLICY, deps.config.rateLimitFactor));
  if (!slot.allowed) throw place.limited(slot.wait);

  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid)
    throw new AppError('INVALID_CREDENTIALS', 'api.login_failed', {
      errors: { login: ['api.login_failed'] },
    });
  await refundThrottleSlot(deps.db, key);
  if (user.status !== 'active') throw suspendedError(user);
  await place.mayEnter?.(user);
  const enabledAt = user.twoFactorEnabledAt ? await twoFactorEnabledAt(deps, user.id) : undefined;
  if (enabledAt && !place.rememberedFor(user.id, enabledAt)) return createSignInChallenge(deps, user.id);
  const token = await issueToken(deps, user.id, {
    ...context,
    twoFactor: enabledAt ? 'remembered_device' : null,
  });
  return { token, user: presentUser(user) };
}
