import type { TTwoFactorChallenge } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { randomSecret, safeEqual, sha256 } from '../../lib/secrets.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { notify } from '../notifications/notify.ts';
import {
  countChallengeFailure,
  countUnusedRecoveryCodes,
  findTwoFactor,
  insertChallenge,
  lockLiveChallenge,
  markChallengeUsed,
} from './repository.ts';
import { type TCodePlace, type TSecondFactor, throttledCheck, useSecondFactor } from './second-factor.ts';

/*
 * The second step of signing in (decision 061): a right password on an account with two-factor on
 * answers a challenge, not a token. The challenge lives ten minutes and dies after five wrong codes;
 * the account's code throttle (second-factor.ts) counts every wrong code on top, so trying many
 * challenges gains nothing.
 */
const CHALLENGE_MINUTES = 10;
export const CHALLENGE_MAX_FAILURES = 5;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the user has two-factor on, and since when (the remembered-browser cookie is bound to it). */
export async function twoFactorEnabledAt(deps: Pick<TDeps, 'db'>, userId: string): Promise<Date | undefined> {
  return (await findTwoFactor(deps.db, userId))?.enabledAt ?? undefined;
}

export async function createSignInChallenge(
  deps: Pick<TDeps, 'db'>,
  userId: string,
): Promise<TTwoFactorChallenge> {
  const secret = randomSecret(32);
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  const row = await insertChallenge(deps.db, { userId, secretHash: sha256(secret), expiresAt });
  return { two_factor_required: true, challenge: `${row.id}|${secret}`, expires_at: expiresAt.toISOString() };
}

function expired(): AppError {
  return new AppError('UNAUTHENTICATED', 'api.two_factor_challenge_expired');
}

/**
 * Checks the code (or recovery code) of a challenge and ends it; answers the user and how they
 * passed, for the caller to issue the token. A wrong code counts against the challenge and the account.
 */
export async function passSignInChallenge(
  deps: TDeps,
  input: { challenge: string; code?: string; recovery_code?: string },
  place: TCodePlace,
): Promise<{ userId: string; method: TSecondFactor; enabledAt: Date }> {
  const separator = input.challenge.indexOf('|');
  const id = input.challenge.slice(0, separator);
  const secret = input.challenge.slice(separator + 1);
  if (separator < 0 || !UUID.test(id) || secret.length < 20 || secret.length > 100) throw expired();
  const given = input.code !== undefined ? { code: input.code } : { recoveryCode: input.recovery_code };
  const field = input.code !== undefined ? 'code' : 'recovery_code';
  try {
    return await deps.db.transaction(async (tx) => {
      const challenge = await lockLiveChallenge(tx, id, CHALLENGE_MAX_FAILURES);
      if (!challenge || !safeEqual(challenge.secretHash, sha256(secret))) throw expired();
      const row = await findTwoFactor(tx, challenge.userId);
      if (!row?.enabledAt) throw expired();
      const enabledAt = row.enabledAt;
      const method = await throttledCheck(deps, challenge.userId, place, field, () =>
        useSecondFactor(deps, tx, row, given),
      );
      await markChallengeUsed(tx, challenge.id);
      if (method === 'recovery_code') {
        const left = await countUnusedRecoveryCodes(tx, challenge.userId);
        await recordSecurityEvent(tx, {
          userId: challenge.userId,
          actorId: challenge.userId,
          action: 'two_factor_recovery_code_used',
          detail: { codes_left: left },
          ip: place.ip,
          userAgent: place.userAgent,
        });
        await notify(tx, challenge.userId, 'two_factor_recovery_code_used', { codes_left: left });
      }
      return { userId: challenge.userId, method, enabledAt };
    });
  } catch (error) {
    // A wrong code rolled the transaction back; it still counts against the challenge.
    if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
      await countChallengeFailure(deps.db, id);
    throw error;
  }
}
