import type { TUserRole } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { type TUserRow, updateUser } from '../users/repository.ts';
import { userLabel } from './present-admin-user.ts';
import { lockActiveAdminIds, lockUser } from './repository.ts';

/**
 * `POST /api/admin/users/:id/role` (admins only): gives a person another role. Refused: one's own
 * role (422), the role they already have (409), and taking the admin role from the last active admin
 * (409). Every active admin's row is locked first, so of two admins demoting each other at the same
 * moment the second waits, then sees the first's change and is refused. Recorded as
 * `users.role_change` with the role before and after.
 */
export async function changeRole(
  deps: Pick<TDeps, 'db'>,
  staff: TStaffContext,
  id: string,
  role: TUserRole,
): Promise<TUserRow> {
  return deps.db.transaction(async (tx) => {
    const admins = await lockActiveAdminIds(tx);
    const target = await lockUser(tx, id);
    if (!target) throw new AppError('NOT_FOUND', 'api.not_found');
    if (target.id === staff.actor.id)
      throw new AppError('VALIDATION_FAILED', 'api.admin.users.own_role', {
        errors: { role: ['api.admin.users.own_role'] },
      });
    if (target.role === role) throw new AppError('CONFLICT', 'api.admin.users.same_role');
    if (admins.includes(target.id) && role !== 'admin' && admins.length <= 1)
      throw new AppError('CONFLICT', 'api.admin.users.last_admin');
    const updated = await updateUser(tx, target.id, { role });
    if (!updated) throw new AppError('NOT_FOUND', 'api.not_found');
    await recordStaffAction(tx, staff, {
      action: 'users.role_change',
      targetType: 'user',
      targetId: target.id,
      targetLabel: userLabel(target),
      before: { role: target.role },
      after: { role },
    });
    return updated;
  });
}
