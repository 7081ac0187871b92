import type { TWhatsappStatusView } from '@haat/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { updateUser } from '../users/repository.ts';
import { getWhatsappStatus } from './get-whatsapp-status.ts';
import { findLastVerified, findVerification, isLive, updateVerification } from './repository.ts';
import type { TPlace } from './send-code.ts';
import { notFound, notPending } from './whatsapp-errors.ts';

/** `POST /api/whatsapp/verifications/:id/cancel`: the person stops their pending verification (recorded). */
export async function cancelWhatsappVerification(
  deps: TDeps,
  user: { id: string },
  id: string,
  place: TPlace,
): Promise<TWhatsappStatusView> {
  await deps.db.transaction(async (tx) => {
    const row = await findVerification(tx, id, { lock: true });
    if (!row || row.userId !== user.id) throw notFound();
    if (!isLive(row)) throw notPending();
    await updateVerification(tx, id, {
      status: 'cancelled',
      decidedAt: new Date(),
      decidedBy: user.id,
      codeHash: null,
    });
    await recordSecurityEvent(tx, {
      userId: user.id,
      actorId: user.id,
      action: 'whatsapp_cancelled',
      detail: { verification_id: id, phone: row.phone },
      ip: place.ip,
      userAgent: place.userAgent,
    });
  });
  return getWhatsappStatus(deps, user.id);
}

/**
 * `DELETE /api/whatsapp`: the verified number leaves the account (cards and business pages stop
 * calling it verified). Recorded as `whatsapp_removed` on the verification
 * that verified it (null when there is none, e.g. demo data). Nothing to remove: the status as it is.
 */
export async function removeWhatsappNumber(
  deps: TDeps,
  user: { id: string },
  place: TPlace,
): Promise<TWhatsappStatusView> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ number: users.whatsappNumber, verifiedAt: users.whatsappVerifiedAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!row?.number) return;
    await updateUser(tx, user.id, { whatsappNumber: null, whatsappVerifiedAt: null });
    const verification = await findLastVerified(tx, user.id, row.number);
    await recordSecurityEvent(tx, {
      userId: user.id,
      actorId: user.id,
      action: 'whatsapp_removed',
      detail: { verification_id: verification?.id ?? null, phone: row.number },
      ip: place.ip,
      userAgent: place.userAgent,
    });
  });
  return getWhatsappStatus(deps, user.id);
}
