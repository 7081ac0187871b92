import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserById } from '../users/repository.ts';

/**
 * Step-up for money going out (decision 052): the account password typed again must match, else a
 * 422 field error on `password` and nothing moves. Called before any money-moving transaction is
 * opened. The routes that call it count every attempt per user (`app.rateLimit`, `step-up`). When
 * two-factor sign-in exists, its code (`otp`) is checked here too for users who turned it on.
 */
export async function checkStepUp(
  db: TExecutor,
  userId: string,
  password: string | undefined,
): Promise<void> {
  if (!password) throw AppError.fields({ password: 'wallet.password_required' });
  const user = await findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, password)))
    throw AppError.fields({ password: 'wallet.password_incorrect' });
}
