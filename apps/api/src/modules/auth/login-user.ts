import type { TAuthResult } from '@haat/shared';
import { normalizePhone } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { presentUser } from '../users/present-user.ts';
import { findUserByEmail, findUserByPhone, type TUserRow } from '../users/repository.ts';
import { issueToken, type TTokenContext } from './issue-token.ts';

/** Finds the account for an email or any common form of a phone number. */
export async function findUserByLogin(deps: TDeps, login: string): Promise<TUserRow | undefined> {
  const value = login.trim();
  if (value.includes('@')) return findUserByEmail(deps.db, value);
  const phone = normalizePhone(value, deps.config.defaultCountry);
  return phone ? findUserByPhone(deps.db, phone) : undefined;
}

/** Checks the credentials and issues a token. Never says which of login or password was wrong. */
export async function loginUser(
  deps: TDeps,
  input: { login: string; password: string },
  context: TTokenContext,
): Promise<TAuthResult> {
  const user = await findUserByLogin(deps, input.login);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid)
    throw new AppError('INVALID_CREDENTIALS', 'api.login_failed', {
      errors: { login: ['api.login_failed'] },
    });
  if (user.status !== 'active') throw new AppError('FORBIDDEN', 'api.account_suspended');
  const token = await issueToken(deps, user.id, context);
  return { token, user: presentUser(user) };
}
