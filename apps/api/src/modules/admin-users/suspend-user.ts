import type { TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { deleteAuthTokensOfUser } from '../auth/repository.ts';
import { type TUserRow, updateUser } from '../users/repository.ts';
import { maySuspend } from './get-admin-user.ts';
import { userLabel } from './present-admin-user.ts';
import { lockActiveAdminIds, lockUser } from './repository.ts';

/**
 * The person to suspend or unsuspend, locked, after the rules every staff member meets: they exist
 * (404), are not the staff member (403), and a moderator touches only people without a staff role
 * (403). The active admins are locked first, so the last-admin rule sees concurrent changes.
 */
async function lockTarget(tx: TTx, staff: TStaffContext, id: string) {
  const admins = await lockActiveAdminIds(tx);
  const target = await lockUser(tx, id);
  if (!target) throw new AppError('NOT_FOUND', 'api.not_found');
  if (target.id === staff.actor.id) throw new AppError('FORBIDDEN', 'api.admin.users.self_suspend');
  if (!maySuspend({ id: staff.actor.id, role: staff.actor.role }, target))
    throw new AppError('FORBIDDEN', 'api.admin.users.staff_target');
  return { admins, target };
}

/**
 * Suspends a person inside the caller's transaction (the moderation queue's "suspend the author"
 * can call this in its own): status, when and why; every session of theirs ends at once (their next
 * request is 401) and sign-in is refused with the reason. Refused: already suspended (409), the last
 * active admin (409). Recorded as `users.suspend`.
 */
export async function suspendPerson(
  tx: TTx,
  staff: TStaffContext,
  id: string,
  reason: string,
): Promise<TUserRow> {
  const { admins, target } = await lockTarget(tx, staff, id);
  if (target.status === 'suspended') throw new AppError('CONFLICT', 'api.admin.users.already_suspended');
  if (admins.includes(target.id) && admins.length <= 1)
    throw new AppError('CONFLICT', 'api.admin.users.last_admin');
  const updated = await updateUser(tx, target.id, {
    status: 'suspended',
    suspendedAt: new Date(),
    suspendedReason: reason,
  });
  if (!updated) throw new AppError('NOT_FOUND', 'api.not_found');
  const sessions = await deleteAuthTokensOfUser(tx, target.id);
  await recordStaffAction(tx, staff, {
    action: 'users.suspend',
    targetType: 'user',
    targetId: target.id,
    targetLabel: userLabel(target),
    before: { status: target.status },
    after: { status: 'suspended', suspended_reason: reason, sessions_ended: sessions },
    reason,
  });
  return updated;
}

/** Lifts a suspension inside the caller's transaction; not suspended: 409. Recorded as `users.unsuspend`. */
export async function unsuspendPerson(tx: TTx, staff: TStaffContext, id: string): Promise<TUserRow> {
  const { target } = await lockTarget(tx, staff, id);
  if (target.status !== 'suspended') throw new AppError('CONFLICT', 'api.admin.users.not_suspended');
  const updated = await updateUser(tx, target.id, {
    status: 'active',
    suspendedAt: null,
    suspendedReason: null,
  });
  if (!updated) throw new AppError('NOT_FOUND', 'api.not_found');
  await recordStaffAction(tx, staff, {
    action: 'users.unsuspend',
    targetType: 'user',
    targetId: target.id,
    targetLabel: userLabel(target),
    before: { status: 'suspended', suspended_reason: target.suspendedReason },
    after: { status: 'active' },
  });
  return updated;
}

/** `POST /api/admin/users/:id/suspend`: one transaction. */
export function suspendUser(deps: Pick<TDeps, 'db'>, staff: TStaffContext, id: string, reason: string) {
  return deps.db.transaction((tx) => suspendPerson(tx, staff, id, reason));
}

/** `POST /api/admin/users/:id/unsuspend`: one transaction. */
export function unsuspendUser(deps: Pick<TDeps, 'db'>, staff: TStaffContext, id: string) {
  return deps.db.transaction((tx) => unsuspendPerson(tx, staff, id));
}
