import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { missingFreshCode, requireFreshCode } from '../two-factor/require-fresh-code.ts';
import type { TCodePlace } from '../two-factor/second-factor.ts';
import type { TUserRow } from '../users/repository.ts';
import { updateUser } from '../users/repository.ts';
import { issueToken, type TTokenContext } from './issue-token.ts';
import { deleteAuthTokensOfUser } from './repository.ts';

/**
 * Changes the password after checking the current one (and a fresh code of the authenticator app
 * when two-factor is on; decision 061); every token is revoked and this device gets a new one.
 */
export async function changePassword(
  deps: TDeps,
  user: TUserRow,
  input: { current_password: string; password: string; two_factor_code?: string },
  context: TTokenContext,
  place: TCodePlace,
): Promise<string> {
  // Every problem in one answer (decision 018).
  const problems: Record<string, string> = missingFreshCode(user, input.two_factor_code);
  if (!(await verifyPassword(user.passwordHash, input.current_password)))
    problems.current_password = 'validation.current_password';
  const weak = passwordProblem(input.password, user);
  if (weak) problems.password = weak;
  if (Object.keys(problems).length) throw AppError.fields(problems);
  await requireFreshCode(deps, user, input.two_factor_code, place);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteAuthTokensOfUser(tx, user.id);
  });
  return issueToken(deps, user.id, { ...context, twoFactor: user.twoFactorEnabledAt ? 'code' : null });
}
