import type { TAdminWhatsappDetail } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { notify } from '../notifications/notify.ts';
import { findVerification, isLive, type TWhatsappRow, updateVerification } from './repository.ts';
import { resendCode } from './resend-whatsapp.ts';
import { getWhatsappReview } from './review-whatsapp.ts';
import type { TPlace } from './send-code.ts';
import { markVerified } from './verify-number.ts';
import { NUMBER_INDEX, notFound, notPending, numberTaken } from './whatsapp-errors.ts';

type TStaff = { id: string };

/** The verification locked for a decision: someone else's, and still pending (else 404, 403, 409). */
async function lockForDecision(tx: TExecutor, id: string, staff: TStaff): Promise<TWhatsappRow> {
  const row = await findVerification(tx, id, { lock: true });
  if (!row) throw notFound();
  if (row.userId === staff.id) throw new AppError('FORBIDDEN', 'whatsapp.own_case');
  if (!isLive(row)) throw notPending();
  return row;
}

/**
 * Staff confirm a pending verification (the reference came from the number, or they checked it
 * otherwise): the same effects as a right code, with staff as the actor, in one transaction with the
 * verification locked, so two staff members cannot both decide.
 */
export async function approveWhatsapp(
  deps: TDeps,
  staff: TStaff,
  id: string,
  place: TPlace,
): Promise<TAdminWhatsappDetail> {
  try {
    await deps.db.transaction(async (tx) => {
      const row = await lockForDecision(tx, id, staff);
      await markVerified(tx, row, {
        actorId: staff.id,
        staff: true,
        ip: place.ip,
        userAgent: place.userAgent,
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
  staff: TStaff,
  id: string,
  reason: string,
  place: TPlace,
): Promise<TAdminWhatsappDetail> {
  await deps.db.transaction(async (tx) => {
    const row = await lockForDecision(tx, id, staff);
    await updateVerification(tx, id, {
      status: 'rejected',
      reason,
      decidedAt: new Date(),
      decidedBy: staff.id,
      codeHash: null,
    });
    await recordSecurityEvent(tx, {
      userId: row.userId,
      actorId: staff.id,
      action: 'whatsapp_rejected',
      detail: { verification_id: id, phone: row.phone, reason },
      ip: place.ip,
      userAgent: place.userAgent,
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
  staff: TStaff,
  id: string,
  place: TPlace,
): Promise<{ detail: TAdminWhatsappDetail; deliveryFailed: boolean }> {
  const { deliveryFailed } = await resendCode(deps, id, { id: staff.id, staff: true }, place);
  return { detail: await getWhatsappReview(deps, id), deliveryFailed };
}
