import type { TAuthResult, ZRegisterSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomCode } from '../../lib/secrets.ts';
import { presentUser } from '../users/present-user.ts';
import { insertUser } from '../users/repository.ts';
import { checkRegistration } from './check-registration.ts';
import { issueToken, type TTokenContext } from './issue-token.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

type TRegisterInput = z.output<typeof ZRegisterSchema>;

/** Creates the account, signs it in and mails an email-verification link. */
export async function registerUser(
  deps: TDeps,
  input: TRegisterInput,
  context: TTokenContext,
): Promise<TAuthResult> {
  const { problems, referrer } = await checkRegistration(deps, input);
  if (Object.keys(problems).length) throw AppError.fields(problems);

  const passwordHash = await hashPassword(input.password);
  let user: Awaited<ReturnType<typeof insertUser>> | undefined;
  for (let attempt = 0; !user; attempt++) {
    try {
      user = await insertUser(deps.db, {
        name: input.name,
        email: input.email,
        phone: input.phone,
        country: input.country,
        passwordHash,
        referralCode: randomCode(8),
        referredBy: referrer?.id ?? null,
        language: input.language ?? 'en',
      });
    } catch (error) {
      // Two sign-ups racing for the same email or phone: the unique index decides.
      if (isUniqueViolation(error, 'users_email_unique'))
        throw AppError.fields({ email: 'validation.email_taken' });
      if (isUniqueViolation(error, 'users_phone_unique'))
        throw AppError.fields({ phone: 'validation.phone_taken' });
      if (!isUniqueViolation(error, 'users_referral_code_unique') || attempt >= 5) throw error;
    }
  }
  await sendVerificationEmail(deps, user);
  const token = await issueToken(deps, user.id, context);
  return { token, user: presentUser(user) };
}
