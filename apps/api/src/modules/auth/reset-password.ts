import type { TAuthResult } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { passwordProblem } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secrets.ts';
import { presentUser } from '../users/present-user.ts';
import { findUserById, updateUser } from '../users/repository.ts';
import { deleteAuthTokensOfUser, findLiveUserToken, takeUserToken } from './repository.ts';

class TokenRejected extends Error {}

const TOKEN_REJECTED = { token: 'validation.reset_token_invalid' };
const rejected = () => AppError.fields(TOKEN_REJECTED);

/**
 * Sets a new password with a live reset token for that email; the token is spent and every session
 * ends. A wrong token is refused before any password hashing (no argon2 work for guesses), and the
 * new password must pass the password rule for that account (the token stays usable if it does not).
 */
export async function resetPassword(
  deps: TDeps,
  input: { token: string; email: string; password: string },
): Promise<TAuthResult['user']> {
  const secretHash = sha256(input.token);
  const live = await findLiveUserToken(deps.db, 'password_reset', secretHash);
  const owner = live ? await findUserById(deps.db, live.userId) : undefined;
  const valid = owner && owner.email.toLowerCase() === input.email.toLowerCase() ? owner : undefined;
  // A wrong link and a weak password are said together (decision 018); without an owner only the
  // common-password rule can be judged.
  const weak = passwordProblem(input.password, valid ?? {});
  if (!valid) throw AppError.fields(weak ? { ...TOKEN_REJECTED, password: weak } : TOKEN_REJECTED);
  if (weak) throw AppError.fields({ password: weak });
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const token = await takeUserToken(tx, 'password_reset', secretHash);
      const user = token ? await findUserById(tx, token.userId) : undefined;
      if (!token || !user || user.id !== valid.id) throw new TokenRejected();
      const updated = await updateUser(tx, user.id, {
        passwordHash,
        // Following the emailed link proves the address, too.
        ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
      });
      await deleteAuthTokensOfUser(tx, user.id);
      return presentUser(updated ?? user);
    });
  } catch (error) {
    if (error instanceof TokenRejected) throw rejected();
    throw error;
  }
}
