import { randomUUID } from 'node:crypto';
import {
  type TWhatsappMethod,
  type TWhatsappVerification,
  WHATSAPP_CODE_MINUTES,
  WHATSAPP_MANUAL_DAYS,
} from '@haat/shared';
import type { TTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { TDeps } from '../../lib/deps.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { notifyStaff } from '../notifications/notify.ts';
import type { TUserRow } from '../users/repository.ts';
import { presentVerification } from './present-whatsapp.ts';
import {
  findPendingOfUser,
  findVerification,
  insertVerification,
  numberTakenByOther,
  type TWhatsappRow,
  updateVerification,
} from './repository.ts';
import { languageOf, sendCode, type TPlace, takeSendAllowance } from './send-code.ts';
import { codeHash, makeCode, makeReference } from './verification-code.ts';
import { fieldError } from './whatsapp-errors.ts';
import { codeAvailable, platformNumberOf, whatsappSettings } from './whatsapp-settings.ts';

/** The index that keeps one pending verification per person (schema/whatsapp.ts). */
const PENDING_INDEX = 'whatsapp_verifications_pending_user_unique';

/**
 * Runs `open` in a transaction; when another start of the same person committed its pending
 * verification in between (the pending index refuses ours), once more: it then finds and cancels it.
 */
async function openOnce(deps: TDeps, open: (tx: TTx) => Promise<TWhatsappRow>): Promise<TWhatsappRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await deps.db.transaction(open);
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error, PENDING_INDEX)) throw error;
    }
  }
}

/** What a start answers: the verification, and whether its code failed to go out. */
export interface TStarted {
  verification: TWhatsappVerification;
  deliveryFailed: boolean;
}

/**
 * `POST /api/whatsapp/verifications`: a number (E.164) and a way. One pending verification per
 * person: a new start cancels the earlier one (recorded). `code`: six digits, kept as a keyed hash,
 * ten minutes, sent at once (a failed send leaves the verification pending with `delivery_failed`).
 * `manual`: a unique `HAAT-XXXXXX` reference to send to the platform's number within seven days;
 * staff are told.
 */
export async function startWhatsappVerification(
  deps: TDeps,
  user: TUserRow,
  input: { phone: string; method: TWhatsappMethod },
  place: TPlace,
): Promise<TStarted> {
  const { phone, method } = input;
  const settings = whatsappSettings(deps.config);
  if (method === 'code' && !codeAvailable(settings)) throw fieldError('method', 'whatsapp.code_unavailable');
  if (method === 'manual' && !platformNumberOf(settings))
    throw fieldError('method', 'whatsapp.manual_unavailable');
  if (user.whatsappVerifiedAt && user.whatsappNumber === phone)
    throw fieldError('phone', 'whatsapp.already_verified');
  if (await numberTakenByOther(deps.db, phone, user.id)) throw fieldError('phone', 'whatsapp.number_taken');
  if (method === 'code') await takeSendAllowance(deps, user.id, phone, place);

  const code = method === 'code' ? makeCode() : undefined;
  const id = randomUUID();
  const hash = code ? codeHash(deps.config.appKey, id, code) : null;
  const actor = { actorId: user.id, ip: place.ip, userAgent: place.userAgent };
  const open = async (tx: TTx): Promise<TWhatsappRow> => {
    const now = new Date();
    const earlier = await findPendingOfUser(tx, user.id, { lock: true });
    if (earlier) {
      await updateVerification(tx, earlier.id, {
        status: 'cancelled',
        decidedAt: now,
        decidedBy: user.id,
        codeHash: null,
      });
      await recordSecurityEvent(tx, {
        userId: user.id,
        ...actor,
        action: 'whatsapp_cancelled',
        detail: { verification_id: earlier.id, phone: earlier.phone, replaced_by: id },
      });
    }
    let inserted: TWhatsappRow | undefined;
    for (let attempt = 0; !inserted; attempt += 1) {
      if (attempt >= 5) throw new Error('no free WhatsApp reference after 5 tries');
      inserted = await insertVerification(tx, {
        id,
        userId: user.id,
        phone,
        method,
        codeHash: hash,
        reference: method === 'manual' ? makeReference() : null,
        sends: code ? 1 : 0,
        lastSentAt: code ? now : null,
        expiresAt: code
          ? new Date(now.getTime() + WHATSAPP_CODE_MINUTES * 60_000)
          : new Date(now.getTime() + WHATSAPP_MANUAL_DAYS * 86_400_000),
      });
    }
    await recordSecurityEvent(tx, {
      userId: user.id,
      ...actor,
      action: 'whatsapp_requested',
      detail: { verification_id: id, phone, method, reference: inserted.reference },
    });
    if (method === 'manual')
      await notifyStaff(tx, 'staff_whatsapp_requested', {
        verification_id: id,
        user_name: user.name,
        phone,
        reference: inserted.reference,
      });
    return inserted;
  };
  const row = await openOnce(deps, open);

  if (!code || !hash) return { verification: presentVerification(row), deliveryFailed: false };
  const delivered = await sendCode(
    deps,
    row,
    { code, hash, language: languageOf(user) },
    { id: user.id, ip: place.ip, userAgent: place.userAgent },
  );
  const sent = (await findVerification(deps.db, id)) ?? row;
  return { verification: presentVerification(sent), deliveryFailed: !delivered };
}
