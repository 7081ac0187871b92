import { randomInt } from 'node:crypto';
import { WHATSAPP_CODE_LENGTH } from '@haat/shared';
import { hmac, randomCode, safeEqual } from '../../lib/secrets.ts';

/** Six random digits. */
export function makeCode(): string {
  return String(randomInt(0, 10 ** WHATSAPP_CODE_LENGTH)).padStart(WHATSAPP_CODE_LENGTH, '0');
}

/**
 * A code as stored: an HMAC keyed with APP_KEY (as recovery codes are, decision 061) and bound to its
 * verification, so a copy of the database alone cannot test the million guesses.
 */
export function codeHash(appKey: string, verificationId: string, code: string): string {
  return hmac(appKey, `whatsapp-code|${verificationId}|${code}`);
}

/** Whether `code` is the verification's current code, compared in constant time. */
export function codeMatches(
  appKey: string,
  verificationId: string,
  stored: string | null,
  code: string,
): boolean {
  if (!stored) return false;
  return safeEqual(codeHash(appKey, verificationId, code), stored);
}

/** What a person sends to the platform's number: `HAAT-` and six letters and digits without look-alikes. */
export function makeReference(): string {
  return `HAAT-${randomCode(6)}`;
}
