import { canStaff, type ZAdminCreateUserSchema } from '@haat/shared';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { randomCode, randomSecret } from '../../lib/secrets.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { issueUserToken, mailUser } from '../auth/issue-user-token.ts';
import { findUserByEmail, findUserByPhone, insertUser, type TUserRow } from '../users/repository.ts';
import { userLabel } from './present-admin-user.ts';

/** How long an invitation's link to set the password works (a reset link: 60 minutes). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type TCreateInput = z.output<typeof ZAdminCreateUserSchema>;

class ReferralCodeTaken extends Error {}

function duplicate(fields: { email?: boolean; phone?: boolean }): AppError {
  const errors: Record<string, string[]> = {};
  if (fields.email) errors.email = ['validation.email_taken'];
  if (fields.phone) errors.phone = ['validation.phone_taken'];
  return new AppError('CONFLICT', 'api.admin.users.duplicate', { errors });
}

/**
 * `POST /api/admin/users`: staff create a person who sets their own password. The account gets an
 * unusable password (the hash of a random secret nobody keeps) and an invitation mail with a
 * single-use link to set one, valid 7 days: the password-reset token of the auth area, so setting
 * the password also proves the address (reset-password marks it verified). A role other than
 * `user` needs the `roles` permission (403). The same email or phone: 409 at its field. Person,
 * link, mail and the `users.create` record happen in one transaction.
 */
export async function createUser(
  deps: Pick<TDeps, 'db' | 'config' | 'mailer'>,
  staff: TStaffContext,
  input: TCreateInput,
): Promise<TUserRow> {
  if (input.role !== 'user' && !canStaff(staff.actor.role, 'roles'))
    throw new AppError('FORBIDDEN', 'api.admin.users.role_needs_admin');
  const [byEmail, byPhone] = await Promise.all([
    findUserByEmail(deps.db, input.email),
    findUserByPhone(deps.db, input.phone),
  ]);
  if (byEmail || byPhone) throw duplicate({ email: !!byEmail, phone: !!byPhone });

  const passwordHash = await hashPassword(randomSecret(32));
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        let user: TUserRow;
        try {
          user = await insertUser(tx, {
            name: input.name,
            email: input.email,
            phone: input.phone,
            country: input.country,
            role: input.role,
            language: input.language,
            passwordHash,
            referralCode: randomCode(8),
          });
        } catch (error) {
          // Two creations (or a sign-up) racing for the same email or phone: the unique index decides.
          if (isUniqueViolation(error, 'users_email_unique')) throw duplicate({ email: true });
          if (isUniqueViolation(error, 'users_phone_unique')) throw duplicate({ phone: true });
          if (isUniqueViolation(error, 'users_referral_code_unique')) throw new ReferralCodeTaken();
          throw error;
        }
        await recordStaffAction(tx, staff, {
          action: 'users.create',
          targetType: 'user',
          targetId: user.id,
          targetLabel: userLabel(user),
          after: {
            name: user.name,
            email: user.email,
            phone: user.phone,
            country: user.country,
            role: user.role,
          },
        });
        const secret = await issueUserToken({ db: tx }, user.id, 'password_reset', INVITATION_TTL_MS);
        const link = `${deps.config.appUrl}/reset-password?token=${secret}&email=${encodeURIComponent(user.email)}&invite=1`;
        await mailUser(deps, user, 'invite', link);
        return user;
      });
    } catch (error) {
      if (!(error instanceof ReferralCodeTaken) || attempt >= 5) throw error;
    }
  }
}
