import { WHATSAPP_CODE_MINUTES, WHATSAPP_RESEND_SECONDS } from '@haat/shared';
import { AppError } from '../../lib/app-error.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { recordStaffAction, type TStaffContext } from '../audit/record-staff-action.ts';
import { findUserById } from '../users/repository.ts';
import { presentVerification } from './present-whatsapp.ts';
import { findVerification, isLive, type TWhatsappRow, updateVerification } from './repository.ts';
import { languageOf, sendCode, type TPlace, takeSendAllowance } from './send-code.ts';
import type { TStarted } from './start-whatsapp.ts';
import { codeHash, makeCode } from './verification-code.ts';
import { notFound, notPending } from './whatsapp-errors.ts';
import { codeAvailable, whatsappSettings } from './whatsapp-settings.ts';

/** Codes one verification may send at the person's request (staff's resends are not capped). */
export const WHATSAPP_MAX_SENDS = 5;

/** Who asks for a new code: the person, or staff (who may not ask for their own). */
export interface TResender {
  id: string;
  staff: boolean;
  /** A staff member's resend is written to the audit log with who and from where. */
  context?: TStaffContext;
}

/**
 * Why a new code cannot go out now, thrown: not pending (409), not a code verification or codes off
 * (422), within a minute of the last send (429 `whatsapp.resend_wait` with Retry-After), or, for the
 * person, five codes already sent (429 `whatsapp.too_many_sends`).
 */
function checkResend(deps: Pick<TDeps, 'config'>, row: TWhatsappRow, by: TResender, now: Date): void {
  if (!isLive(row, now)) throw notPending();
  if (row.method !== 'code') throw new AppError('VALIDATION_FAILED', 'whatsapp.not_code');
  if (!codeAvailable(whatsappSettings(deps.config)))
    throw new AppError('VALIDATION_FAILED', 'whatsapp.code_unavailable');
  if (row.lastSentAt) {
    const wait = Math.ceil(
      (row.lastSentAt.getTime() + WHATSAPP_RESEND_SECONDS * 1000 - now.getTime()) / 1000,
    );
    if (wait > 0)
      throw new AppError('RATE_LIMITED', 'whatsapp.resend_wait', {
        values: { seconds: wait },
        headers: { 'retry-after': String(wait) },
      });
  }
  if (!by.staff && row.sends >= WHATSAPP_MAX_SENDS)
    throw new AppError('RATE_LIMITED', 'whatsapp.too_many_sends');
}

/**
 * A new code for a pending code verification: the old code stops working, the tries start again,
 * ten more minutes. Checked first without a lock (so a refused request spends none of the hourly
 * allowance), then again with the verification locked (two resends at once: one goes out).
 */
export async function resendCode(
  deps: TDeps,
  id: string,
  by: TResender,
  place: TPlace,
  options: { mustOwn?: boolean } = {},
): Promise<TStarted> {
  const current = await findVerification(deps.db, id);
  if (!current || (options.mustOwn && current.userId !== by.id)) throw notFound();
  if (by.staff && current.userId === by.id) throw new AppError('FORBIDDEN', 'whatsapp.own_case');
  checkResend(deps, current, by, new Date());
  if (!by.staff) await takeSendAllowance(deps, current.userId, current.phone, place);

  const code = makeCode();
  const hash = codeHash(deps.config.appKey, id, code);
  const row = await deps.db.transaction(async (tx) => {
    const locked = await findVerification(tx, id, { lock: true });
    if (!locked) throw notFound();
    const now = new Date();
    checkResend(deps, locked, by, now);
    const renewed = await updateVerification(tx, id, {
      codeHash: hash,
      failedAttempts: 0,
      sends: locked.sends + 1,
      lastSentAt: now,
      expiresAt: new Date(now.getTime() + WHATSAPP_CODE_MINUTES * 60_000),
      deliveryError: null,
    });
    await recordSecurityEvent(tx, {
      userId: locked.userId,
      actorId: by.id,
      action: 'whatsapp_resent',
      detail: { verification_id: id, phone: locked.phone, send: renewed.sends, by_staff: by.staff },
      ip: place.ip,
      userAgent: place.userAgent,
    });
    if (by.context)
      await recordStaffAction(tx, by.context, {
        action: 'whatsapp.resend',
        targetType: 'whatsapp_verification',
        targetId: id,
        targetLabel: `${locked.phone} · ${locked.method}`,
        before: { sends: locked.sends },
        after: { sends: renewed.sends },
      });
    return renewed;
  });
  const owner = await findUserById(deps.db, row.userId);
  const delivered = await sendCode(
    deps,
    row,
    { code, hash, language: languageOf(owner ?? { language: 'en' }) },
    { id: by.id, ip: place.ip, userAgent: place.userAgent },
  );
  const sent = (await findVerification(deps.db, id)) ?? row;
  return { verification: presentVerification(sent), deliveryFailed: !delivered };
}
