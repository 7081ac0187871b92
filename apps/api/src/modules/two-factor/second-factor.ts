import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { decryptSecret } from '../../lib/encryption.ts';
import { refundThrottleSlot, type TThrottlePolicy, takeThrottleSlot } from '../../lib/rate-counters.ts';
import { hmac } from '../../lib/secrets.ts';
import { scaledPolicy } from '../auth/login-throttle.ts';
import { type TTwoFactorRow, takeTotpStep, useRecoveryCode } from './repository.ts';
import { matchTotp } from './totp.ts';

/** What encrypts two-factor keys (lib/encryption.ts): a key of their own, derived from APP_KEY. */
export const SECRET_PURPOSE = 'two-factor-secret';

/** Wrong codes: 5 free, then 30 s, 1, 2, 4, 8 min, then 15 min each, per account (as passwords). */
export const CODE_POLICY: TThrottlePolicy = {
  free: 5,
  baseSeconds: 30,
  maxSeconds: 900,
  forgetSeconds: 3600,
};

export type TSecondFactor = 'code' | 'recovery_code';

/** Where a code was given: for the throttle's 429 and the security log. */
export interface TCodePlace {
  ip: string | null;
  userAgent: string | null;
  limited(seconds: number): Error;
}

/** The key of an enabled or pending two-factor row; a row APP_KEY can no longer read is a server fault. */
export function readSecret(deps: Pick<TDeps, 'config'>, row: TTwoFactorRow): string {
  const secret = decryptSecret(deps.config.appKey, SECRET_PURPOSE, row.secretEncrypted);
  if (!secret) throw new Error('the two-factor key cannot be read with this APP_KEY');
  return secret;
}

/** Ten codes `xxxxx-xxxxx` of an alphabet without look-alikes (about 49 bits each). */
export function makeRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const letters = Array.from(bytes, (byte) => RECOVERY_CODE_ALPHABET[byte % RECOVERY_CODE_ALPHABET.length]);
    return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
  });
}

/** A recovery code as stored: keyed with APP_KEY, so a copy of the database alone cannot test guesses. */
export function recoveryCodeHash(appKey: string, code: string): string {
  return hmac(appKey, `recovery-code|${code.replace(/[\s-]/g, '').toLowerCase()}`);
}

/**
 * Checks a code of the authenticator app (`code`) or a recovery code against the user's enabled or
 * pending key, and uses it up: a code's 30-second step (and every earlier one) can be taken once; a
 * recovery code once. Answers how it passed, or undefined.
 */
export async function useSecondFactor(
  deps: Pick<TDeps, 'config'>,
  db: TExecutor,
  row: TTwoFactorRow,
  input: { code?: string; recoveryCode?: string },
): Promise<TSecondFactor | undefined> {
  if (input.code !== undefined) {
    const step = matchTotp(readSecret(deps, row), input.code);
    return step !== undefined && (await takeTotpStep(db, row.userId, step)) ? 'code' : undefined;
  }
  if (input.recoveryCode !== undefined && row.enabledAt) {
    const used = await useRecoveryCode(
      db,
      row.userId,
      recoveryCodeHash(deps.config.appKey, input.recoveryCode),
    );
    return used ? 'recovery_code' : undefined;
  }
  return undefined;
}

/**
 * Runs `check` under the account's code throttle: a wrong code counts (growing waits, then 429), a
 * right one is given back. `field` names the input a wrong code is reported on.
 */
export async function throttledCheck<T>(
  deps: Pick<TDeps, 'db' | 'config'>,
  userId: string,
  place: TCodePlace,
  field: string,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const key = `two-factor:u:${userId}`;
  const slot = await takeThrottleSlot(deps.db, key, scaledPolicy(CODE_POLICY, deps.config.rateLimitFactor));
  if (!slot.allowed) throw place.limited(slot.wait);
  const passed = await check();
  if (passed === undefined) throw AppError.fields({ [field]: 'validation.two_factor_code_wrong' });
  await refundThrottleSlot(deps.db, key);
  return passed;
}
