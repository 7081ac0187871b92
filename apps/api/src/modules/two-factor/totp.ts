import { Secret, TOTP } from 'otpauth';

/*
 * RFC 6238 codes (decision 061): SHA-1, six digits, 30-second steps — what every authenticator app
 * reads from an otpauth:// address. A code of the step before or after is taken too (clocks drift),
 * and the step a code belongs to is answered so a used one can be refused (`last_used_step`).
 */

const PERIOD = 30;
const ISSUER = 'Haat';

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new key: 160 random bits (RFC 4226's recommendation), base32. */
export function makeTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The key in groups of four, easier to type. */
export function groupedSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})/g, '$1 ').trim();
}

/** The otpauth:// address an app reads from the QR code; the account is named by `label` (the email). */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/** The 30-second step of `timestamp`. */
export function totpStep(timestamp = Date.now()): number {
  return Math.floor(timestamp / 1000 / PERIOD);
}

/**
 * The step whose code `code` is (now, one before or one after), or undefined. Compared in constant
 * time by the library.
 */
export function matchTotp(secretBase32: string, code: string, timestamp = Date.now()): number | undefined {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: 1 });
  return delta === null ? undefined : totpStep(timestamp) + delta;
}
