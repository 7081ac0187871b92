import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';

/**
 * Step-up for money going out (decision 052): the account password typed again must match the
 * signed-in user's hash (already loaded with the session, so no extra query), else a 422 field
 * error on `password` and nothing moves. Called before any money-moving transaction is opened. The
 * routes that call it count every attempt per user (`app.rateLimit`, `step-up`). When two-factor
 * sign-in exists, its code (`otp`) is checked here too for users who turned it on.
 */
export async function checkStepUp(passwordHash: string, password: string | undefined): Promise<void> {
  if (!password) throw AppError.fields({ password: 'wallet.password_required' });
  if (!(await verifyPassword(passwordHash, password)))
    throw AppError.fields({ password: 'wallet.password_incorrect' });
}
