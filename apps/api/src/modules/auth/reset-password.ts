import type { TAuthResult } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sha256 } from '../../lib/secrets.ts';
import { presentUser } from '../users/present-user.ts';
import { findUserById, updateUser } from '../users/repository.ts';
import { deleteAuthTokensOfUser, takeUserToken } from './repository.ts';

class TokenRejected extends Error {}

/** Sets a new password with a live reset token for that email; the token is spent and every session ends. */
export async function resetPassword(
  deps: TDeps,
  input: { token: string; email: string; password: string },
): Promise<TAuthResult['user']> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const token = await takeUserToken(tx, 'password_reset', sha256(input.token));
      const user = token ? await findUserById(tx, token.userId) : undefined;
      if (!token || !user || user.email.toLowerCase() !== input.email.toLowerCase())
        throw new TokenRejected();
      const updated = await updateUser(tx, user.id, {
        passwordHash,
        // Following the emailed link proves the address, too.
        ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
      });
      await deleteAuthTokensOfUser(tx, user.id);
      return presentUser(updated ?? user);
    });
  } catch (error) {
    if (error instanceof TokenRejected) throw AppError.fields({ token: 'validation.reset_token_invalid' });
    throw error;
  }
}
