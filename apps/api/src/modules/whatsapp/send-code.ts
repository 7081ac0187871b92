import { isLanguageCode, type TLanguageCode } from '@haat/shared';
import type { TDeps } from '../../lib/deps.ts';
import { peekWindows, refundHit, takeWindowHit } from '../../lib/rate-counters.ts';
import { recordSecurityEvent } from '../audit/record-security-event.ts';
import { connectorOf, logLine } from './connectors.ts';
import { insertOutbox, recordDelivery } from './repository.ts';
import { whatsappSettings } from './whatsapp-settings.ts';

/** Where a request came from and who made it: for the security events and the 429s. */
export interface TPlace {
  ip: string | null;
  userAgent: string | null;
  /** The 429 (Retry-After, the wait in words) for a spent limit. */
  limited(seconds: number): Error;
}

/*
 * Codes sent per hour, whoever asks: so nobody can use the platform to flood a stranger's WhatsApp
 * (per number, across accounts) or send without end (per account). Staff's resends are not counted.
 */
export const SENDS_PER_PHONE_HOUR = 5;
export const SENDS_PER_USER_HOUR = 10;

/**
 * Takes one send from the person's and the number's hourly allowance, or throws the 429 (nothing
 * counted) when either is spent.
 */
export async function takeSendAllowance(
  deps: Pick<TDeps, 'db' | 'config'>,
  userId: string,
  phone: string,
  place: TPlace,
): Promise<void> {
  const scaled = (max: number) => Math.max(1, Math.round(max * deps.config.rateLimitFactor));
  const counters = [
    { key: `whatsapp-send-user:${userId}`, max: scaled(SENDS_PER_USER_HOUR) },
    { key: `whatsapp-send-phone:${phone}`, max: scaled(SENDS_PER_PHONE_HOUR) },
  ];
  const waiting = await peekWindows(deps.db, counters);
  if (waiting > 0) throw place.limited(waiting);
  const counted: typeof counters = [];
  let wait = 0;
  for (const counter of counters) {
    const hit = await takeWindowHit(deps.db, counter.key, counter.max, 3600);
    if (hit.counted) counted.push(counter);
    else wait = Math.max(wait, hit.wait);
  }
  if (wait > 0) {
    await Promise.all(counted.map((counter) => refundHit(deps.db, counter.key, counter.max)));
    throw place.limited(wait);
  }
}

/** The person's language for the template ('en' when unknown). */
export function languageOf(user: { language: string }): TLanguageCode {
  return isLanguageCode(user.language) ? user.language : 'en';
}

/**
 * Sends the code `code` (stored as `hash`) of a verification through the connector in effect, outside
 * any transaction (the Cloud API may take seconds). Then, in one transaction: the outbox row, the
 * verification's delivery error (only if it still has this code) and the event. Never throws for a
 * failed send; answers whether the code went out.
 */
export async function sendCode(
  deps: TDeps,
  verification: { id: string; userId: string; phone: string },
  code: { code: string; hash: string; language: TLanguageCode },
  actor: { id: string | null; ip: string | null; userAgent: string | null },
): Promise<boolean> {
  const connector = connectorOf(whatsappSettings(deps.config), deps.log);
  const result = connector
    ? await connector.sendVerificationCode({
        to: verification.phone,
        code: code.code,
        language: code.language,
      })
    : { ok: false as const, error: 'codes are off (WHATSAPP_CONNECTOR=none)', retryable: false };
  await deps.db.transaction(async (tx) => {
    const outbox = connector
      ? await insertOutbox(tx, {
          to: verification.phone,
          connector: connector.name,
          template: connector.template,
          text: connector.name === 'log' ? logLine(verification.phone, code.code) : null,
          status: result.ok ? 'sent' : 'failed',
          providerMessageId: result.ok ? result.messageId : null,
          error: result.ok ? null : result.error,
        })
      : undefined;
    await recordDelivery(tx, verification.id, code.hash, result.ok ? null : result.error);
    await recordSecurityEvent(tx, {
      userId: verification.userId,
      actorId: actor.id,
      action: result.ok ? 'whatsapp_code_sent' : 'whatsapp_code_send_failed',
      detail: {
        verification_id: verification.id,
        phone: verification.phone,
        connector: connector?.name ?? 'none',
        outbox_id: outbox?.id ?? null,
        ...(result.ok ? {} : { error: result.error, retryable: result.retryable }),
      },
      ip: actor.ip,
      userAgent: actor.userAgent,
    });
  });
  return result.ok;
}
