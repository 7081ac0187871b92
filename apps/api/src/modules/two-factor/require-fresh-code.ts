import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import type { TUserRow } from '../users/repository.ts';
import { findTwoFactor } from './repository.ts';
import { type TCodePlace, throttledCheck, useSecondFactor } from './second-factor.ts';

/** The field a sensitive action's form names the code by. */
export const FRESH_CODE_FIELD = 'two_factor_code';

/**
 * For a sensitive action (change the password, withdraw money; decision 061): nothing when the user
 * has two-factor off; otherwise the field problem to report with the form's others when the code is
 * missing.
 */
export function missingFreshCode(user: TUserRow, code: string | undefined): Record<string, string> {
  return user.twoFactorEnabledAt && !code
    ? { [FRESH_CODE_FIELD]: 'validation.two_factor_code_required' }
    : {};
}

/**
 * Checks and uses up a fresh code of the authenticator app when the user has two-factor on (a
 * missing code is a 422 on `two_factor_code`, a wrong one too, under the account's code throttle).
 */
export async function requireFreshCode(
  deps: TDeps,
  user: TUserRow,
  code: string | undefined,
  place: TCodePlace,
): Promise<void> {
  if (!user.twoFactorEnabledAt) return;
  const missing = missingFreshCode(user, code);
  if (Object.keys(missing).length) throw AppError.fields(missing);
  const row = await findTwoFactor(deps.db, user.id);
  if (!row?.enabledAt) return;
  await throttledCheck(deps, user.id, place, FRESH_CODE_FIELD, () =>
    useSecondFactor(deps, deps.db, row, { code }),
  );
}
