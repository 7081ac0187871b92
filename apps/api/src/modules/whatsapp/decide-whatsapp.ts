import type { TAdminWhatsappDetail } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { notify } from '../notifications/notify.ts';
import { findVerification, isLive, type TWhatsappRow, updateVerification } from './repository.ts';
import { resendCode } from './resend-whatsapp.ts';
import { getWhatsappReview } from './review-whatsapp.ts';
import type { TPlace } from './send-code.ts';
import { markVerified } from './verify-number.ts';
import { NUMBER_INDEX, notFound, notPending, numberTaken } from './whatsapp-errors.ts';

/** How the audit log names a verification: the number and how it is checked. */
const verificationLabel = (row: TWhatsappRow) => `${row.phone} · ${row.method}`;

/** The verification locked for a decision: someone else's, and still pending (else 404, 403, 409). */
async function lockForDecision(tx: TExecutor, id: string, staff: TStaffContext): Promise<TWhatsappRow> {
  const row = await findVerification(tx, id, { lock: true });
  if (!row) throw notFound();
  if (row.userId === staff.actor.id) throw new AppError('FORBIDDEN', 'whatsapp.own_case');
  if (!isLive(row)) throw notPending();
  return row;
}

/**
 * Staff confirm a pending verification (the reference came from the number, or they checked it
 * otherwise): the same effects as a right code, with staff as the actor, in one transaction with the
 * verification locked, so two staff members cannot both decide. Written to the audit log too.
 */
export async function approveWhatsapp(
  deps: TDeps,
  staff: TStaffContext,
  id: string,
): Promise<TAdminWhatsappDetail> {
  try {
    await deps.db.transaction(async (tx) => {
      const row = await lockForDecision(tx, id, staff);
      await markVerified(tx, row, {
        actorId: staff.actor.id,
        staff: true,
        ip: staff.ip,
        userAgent: staff.userAgent,
      });
      await recordStaffAction(tx, staff, {
        action: 'whatsapp.approve',
        targetType: 'whatsapp_verification',
        targetId: id,
        targetLabel: verificationLabel(row),
        before: { status: row.status },
        after: { status: 'verified', whatsapp_number: row.phone },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, NUMBER_INDEX)) throw numberTaken();
    throw error;
  }
  return getWhatsappReview(deps, id);
}

/** Staff refuse a pending verification with a reason the person reads (recorded and notified). */
export async function rejectWhatsapp(
  deps: TDeps,
  staff: TStaffContext,
  id: string,
  reason: string,
): Promise<TAdminWhatsappDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await lockForDecision(tx, id, staff);
    await updateVerification(tx, id, {
      status: 'rejected',
      reason,
      decidedAt: new Date(),
      decidedBy: staff.actor.id,
      codeHash: null,
    });
    await recordSecurityEvent(tx, {
      userId: row.userId,
      actorId: staff.actor.id,
      action: 'whatsapp_rejected',
      detail: { verification_id: id, phone: row.phone, reason },
      ip: staff.ip,
      userAgent: staff.userAgent,
    });
    await recordStaffAction(tx, staff, {
      action: 'whatsapp.reject',
      targetType: 'whatsapp_verification',
      targetId: id,
      targetLabel: verificationLabel(row),
      before: { status: row.status },
      after: { status: 'rejected' },
      reason,
    });
    await notify(tx, row.userId, 'whatsapp_rejected', { verification_id: id, phone: row.phone, reason });
  });
  return getWhatsappReview(deps, id);
}

/**
 * Staff send a fresh code (code verifications only): for a person whose code did not arrive. The
 * minute between sends holds for staff too; the person's hourly allowance and five-code cap do not.
 */
export async function resendWhatsappAsStaff(
  deps: TDeps,
  staff: TStaffContext,
  id: string,
  place: TPlace,
): Promise<{ detail: TAdminWhatsappDetail; deliveryFailed: boolean }> {
  const { deliveryFailed } = await resendCode(
    deps,
    id,
    { id: staff.actor.id, staff: true, context: staff },
    place,
  );
  return { detail: await getWhatsappReview(deps, id), deliveryFailed };
}
