import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { groupedSecret, makeTotpSecret, matchTotp, totpStep, totpUri } from './totp.ts';

// RFC 6238, appendix B: the SHA-1 key "12345678901234567890", 8 digits. Six digits are its last six.
const RFC_KEY = Secret.fromUTF8('12345678901234567890').base32;

describe('time-based codes (RFC 6238)', () => {
  it('gives the RFC test vectors’ codes', () => {
    const rfc = (seconds: number) =>
      new TOTP({ secret: Secret.fromBase32(RFC_KEY), digits: 8, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: seconds * 1000,
      });
    expect(rfc(59)).toBe('94287082');
    expect(rfc(1_111_111_109)).toBe('07081804');
    expect(rfc(2_000_000_000)).toBe('69279037');
    // The six-digit code of the same step is matched, with its step.
    expect(matchTotp(RFC_KEY, '287082', 59_000)).toBe(1);
  });

  it('takes the step before and after, and no other', () => {
    const secret = makeTotpSecret();
    const now = Date.UTC(2026, 10, 26, 12, 0, 15);
    const code = (offsetSteps: number) =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: now + offsetSteps * 30_000,
      });
    expect(matchTotp(secret, code(0), now)).toBe(totpStep(now));
    expect(matchTotp(secret, code(-1), now)).toBe(totpStep(now) - 1);
    expect(matchTotp(secret, code(1), now)).toBe(totpStep(now) + 1);
    expect(matchTotp(secret, code(-2), now)).toBeUndefined();
    expect(matchTotp(secret, code(2), now)).toBeUndefined();
  });

  it('makes 160-bit keys, grouped for typing, and an address apps read', () => {
    const secret = makeTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(groupedSecret(secret).split(' ')).toHaveLength(8);
    const uri = totpUri(secret, 'rahim@haat.test');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Haat:rahim%40haat\.test\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('issuer=Haat');
  });
});
