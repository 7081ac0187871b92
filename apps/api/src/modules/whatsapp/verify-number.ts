import type { TExecutor } from '../../db/client.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { notify } from '../notifications/notify.ts';
import { updateUser } from '../users/repository.ts';
import { numberTakenByOther, type TWhatsappRow, updateVerification } from './repository.ts';
import { numberTaken } from './whatsapp-errors.ts';

/**
 * A verification succeeded (the right code, or staff's approval): in the caller's transaction the
 * verification is closed as verified, the number becomes the account's WhatsApp number, and the
 * event and the notice are written. The unique index on `users.whatsapp_number` refuses a number
 * another account verified at the same moment (callers turn that into `whatsapp.number_taken`).
 */
export async function markVerified(
  tx: TExecutor,
  row: TWhatsappRow,
  by: { actorId: string; staff: boolean; ip: string | null; userAgent: string | null },
): Promise<void> {
  if (await numberTakenByOther(tx, row.phone, row.userId)) throw numberTaken();
  const now = new Date();
  await updateVerification(tx, row.id, {
    status: 'verified',
    decidedAt: now,
    decidedBy: by.actorId,
    codeHash: null,
  });
  await updateUser(tx, row.userId, { whatsappNumber: row.phone, whatsappVerifiedAt: now });
  await recordSecurityEvent(tx, {
    userId: row.userId,
    actorId: by.actorId,
    action: by.staff ? 'whatsapp_approved' : 'whatsapp_verified',
    detail: { verification_id: row.id, phone: row.phone, method: row.method },
    ip: by.ip,
    userAgent: by.userAgent,
  });
  await notify(tx, row.userId, 'whatsapp_verified', { verification_id: row.id, phone: row.phone });
}
