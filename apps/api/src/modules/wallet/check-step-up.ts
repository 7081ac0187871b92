import { AppError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';

/**
 * Step-up for money going out (decision 052): the account password typed again must match the
 * signed-in user's hash (already loaded with the session, so no extra query), else a 422 field
 * error on `password` and nothing moves. Called before any money-moving transaction is opened. The
 * routes that call it count every attempt per user (`app.rateLimit`, `step-up`). `more` are other
 * fields' problems to answer in the same 422 (a missing two-factor code, decision 061).
 */
export async function checkStepUp(
  passwordHash: string,
  password: string | undefined,
  more: Record<string, string> = {},
): Promise<void> {
  const problems = { ...more };
  if (!password) problems.password = 'wallet.password_required';
  else if (!(await verifyPassword(passwordHash, password))) problems.password = 'wallet.password_incorrect';
  if (Object.keys(problems).length) throw AppError.fields(problems);
}
