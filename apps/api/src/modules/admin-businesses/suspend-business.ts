import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { findBusinessForStaff, setBusinessSuspension } from '../directory/repository.ts';
import { notify } from '../notifications/notify.ts';

/**
 * Suspends a business (decision 066): it leaves the directory, its page and the marketplace with its
 * products; its owner is told why and still sees it. Recorded and notified in one transaction.
 * Already suspended: 409. Staff cannot suspend their own business.
 */
export async function suspendBusiness(
  deps: Pick<TDeps, 'db'>,
  staff: TStaffContext,
  id: string,
  reason: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findBusinessForStaff(tx, id, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
    if (row.ownerId === staff.actor.id) throw new AppError('FORBIDDEN', 'api.admin.businesses.own_business');
    if (row.suspendedAt) throw new AppError('CONFLICT', 'api.admin.businesses.business_already_suspended');
    const after = await setBusinessSuspension(tx, id, { reason });
    if (!after) throw new AppError('NOT_FOUND', 'api.not_found');
    await recordStaffAction(tx, staff, {
      action: 'businesses.suspend',
      targetType: 'business',
      targetId: id,
      targetLabel: row.name,
      before: { suspended_at: null, suspended_reason: null },
      after: { suspended_at: after.suspendedAt?.toISOString() ?? null, suspended_reason: reason },
      reason,
    });
    await notify(tx, row.ownerId, 'business_suspended', {
      business_id: id,
      name: row.name,
      slug: row.slug,
      kind: row.kind,
      reason,
    });
  });
}

/** Lifts a suspension: the business is public again and its owner told. Not suspended: 409. */
export async function unsuspendBusiness(
  deps: Pick<TDeps, 'db'>,
  staff: TStaffContext,
  id: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await findBusinessForStaff(tx, id, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
    if (!row.suspendedAt) throw new AppError('CONFLICT', 'api.admin.businesses.business_not_suspended');
    await setBusinessSuspension(tx, id, null);
    await recordStaffAction(tx, staff, {
      action: 'businesses.unsuspend',
      targetType: 'business',
      targetId: id,
      targetLabel: row.name,
      before: { suspended_at: row.suspendedAt.toISOString(), suspended_reason: row.suspendedReason },
      after: { suspended_at: null, suspended_reason: null },
    });
    await notify(tx, row.ownerId, 'business_unsuspended', {
      business_id: id,
      name: row.name,
      slug: row.slug,
      kind: row.kind,
    });
  });
}
