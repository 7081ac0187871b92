import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { sendVerificationEmail } from '../auth/send-verification-email.ts';
import { userLabel } from './present-admin-user.ts';
import { lockUser } from './repository.ts';

/**
 * `POST /api/admin/users/:id/resend-verification`: mails the person a fresh email-verification link
 * (the auth area's own mail; earlier links stop working). Already verified: 409. Recorded as
 * `users.resend_verification` in the transaction that makes the link.
 */
export async function resendVerification(
  deps: Pick<TDeps, 'db' | 'config' | 'mailer'>,
  staff: TStaffContext,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, id);
    if (!user) throw new AppError('NOT_FOUND', 'api.not_found');
    if (user.emailVerifiedAt) throw new AppError('CONFLICT', 'api.admin.users.already_verified');
    await recordStaffAction(tx, staff, {
      action: 'users.resend_verification',
      targetType: 'user',
      targetId: user.id,
      targetLabel: userLabel(user),
      after: { email: user.email },
    });
    await sendVerificationEmail({ ...deps, db: tx }, user);
  });
}
