import { type TWhatsappStatusView, WHATSAPP_CODE_ATTEMPTS } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { getWhatsappStatus } from './get-whatsapp-status.ts';
import { findVerification, isLive, updateVerification } from './repository.ts';
import type { TPlace } from './send-code.ts';
import { codeMatches } from './verification-code.ts';
import { markVerified } from './verify-number.ts';
import { fieldError, NUMBER_INDEX, notFound, notPending, numberTaken } from './whatsapp-errors.ts';

/**
 * `POST /api/whatsapp/verifications/:id/confirm`: the person's code, checked in constant time with
 * the verification locked (two tries at once count twice, never pass twice). A wrong code counts
 * (recorded) and answers the tries left; after five the code is dead until a new one is sent. The
 * right code verifies the number in the same transaction as the event and the notice.
 */
export async function confirmWhatsappCode(
  deps: TDeps,
  user: { id: string },
  id: string,
  code: string,
  place: TPlace,
): Promise<TWhatsappStatusView> {
  let wrong: { left: number } | undefined;
  try {
    wrong = await deps.db.transaction(async (tx) => {
      const row = await findVerification(tx, id, { lock: true });
      if (!row || row.userId !== user.id) throw notFound();
      const now = new Date();
      if (!isLive(row, now)) throw notPending();
      if (row.method !== 'code') throw new AppError('CONFLICT', 'whatsapp.manual_no_code');
      if (row.failedAttempts >= WHATSAPP_CODE_ATTEMPTS)
        throw fieldError('code', 'whatsapp.too_many_attempts');
      if (row.expiresAt <= now || !row.codeHash) throw fieldError('code', 'whatsapp.code_expired');
      if (!codeMatches(deps.config.appKey, row.id, row.codeHash, code)) {
        const failed = row.failedAttempts + 1;
        const left = Math.max(0, WHATSAPP_CODE_ATTEMPTS - failed);
        await updateVerification(tx, row.id, { failedAttempts: failed });
        await recordSecurityEvent(tx, {
          userId: row.userId,
          actorId: user.id,
          action: 'whatsapp_code_failed',
          detail: { verification_id: row.id, left },
          ip: place.ip,
          userAgent: place.userAgent,
        });
        return { left };
      }
      await markVerified(tx, row, {
        actorId: user.id,
        staff: false,
        ip: place.ip,
        userAgent: place.userAgent,
      });
      return undefined;
    });
  } catch (error) {
    if (isUniqueViolation(error, NUMBER_INDEX)) throw numberTaken();
    throw error;
  }
  if (wrong)
    throw wrong.left > 0
      ? fieldError('code', 'whatsapp.code_wrong', { left: wrong.left })
      : fieldError('code', 'whatsapp.too_many_attempts');
  return getWhatsappStatus(deps, user.id);
}
