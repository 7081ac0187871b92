import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT } from '@haat/shared/auth/two-factor-schemas';
import { describe, expect, it } from 'vitest';
import {
  cleanCodeOrRecovery,
  cleanRecoveryCode,
  codeDigits,
  isCode,
  RECOVERY_CODES_TOTAL,
  recoveryCodesClipboard,
  recoveryCodesFile,
  toLatinDigits,
} from './codes.ts';

describe('toLatinDigits', () => {
  it('writes Bengali, Arabic-Indic, Persian and full-width digits as 0–9', () => {
    expect(toLatinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('０１２３４５６７８９')).toBe('0123456789');
  });

  it('leaves other characters alone', () => {
    expect(toLatinDigits('ab-12 ৩')).toBe('ab-12 3');
  });
});

describe('codeDigits', () => {
  it('keeps the digits of what was typed or pasted, at most six', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('123-456')).toBe('123456');
    expect(codeDigits('১২৩৪৫৬')).toBe('123456');
    expect(codeDigits(' 12a3 ')).toBe('123');
    expect(codeDigits('12345678')).toBe('123456');
    expect(codeDigits('')).toBe('');
  });
});

describe('isCode', () => {
  it('accepts exactly six digits', () => {
    expect(isCode('012345')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
  });
});

describe('cleanRecoveryCode', () => {
  it('accepts any case, with or without the dash and spaces', () => {
    expect(cleanRecoveryCode('ABCDE-FGHJK')).toBe('abcde-fghjk');
    expect(cleanRecoveryCode('abcdefghjk')).toBe('abcde-fghjk');
    expect(cleanRecoveryCode(' abcde fghjk ')).toBe('abcde-fghjk');
    expect(cleanRecoveryCode('abcde–fghjk')).toBe('abcde-fghjk');
    expect(cleanRecoveryCode('a2c4e-৬h7k9')).toBe('a2c4e-6h7k9');
  });

  it('refuses what is not ten letters and digits', () => {
    expect(cleanRecoveryCode('abcde-fghj')).toBeUndefined();
    expect(cleanRecoveryCode('abcde-fghjkm')).toBeUndefined();
    expect(cleanRecoveryCode('abcde_fghjk')).toBeUndefined();
    expect(cleanRecoveryCode('')).toBeUndefined();
  });
});

describe('cleanCodeOrRecovery', () => {
  it('tells a six-digit code from a recovery code by its shape', () => {
    expect(cleanCodeOrRecovery('123 456')).toBe('123456');
    expect(cleanCodeOrRecovery('১২৩৪৫৬')).toBe('123456');
    expect(cleanCodeOrRecovery('ABCDE-FGHJK')).toBe('abcde-fghjk');
    expect(cleanCodeOrRecovery('12345')).toBeUndefined();
    expect(cleanCodeOrRecovery('hello')).toBeUndefined();
  });
});

describe('recoveryCodesFile', () => {
  const codes = Array.from({ length: 10 }, (_, index) => `aaaa${index}-bbbbb`);
  const text = recoveryCodesFile(codes, {
    title: 'Haat recovery codes',
    account: 'Account: a@example.com',
    created: 'Made on 1 May 2026',
    advice: 'Each code works once.',
  });

  it('has the words first, then one numbered code a line', () => {
    const lines = text.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Haat recovery codes',
      'Account: a@example.com',
      'Made on 1 May 2026',
      '',
      'Each code works once.',
      '',
    ]);
    expect(lines[6]).toBe(' 1. aaaa0-bbbbb');
    expect(lines[15]).toBe('10. aaaa9-bbbbb');
    expect(lines.at(-1)).toBe('');
  });

  it('holds every code', () => {
    for (const code of codes) expect(text).toContain(code);
  });
});

describe('recoveryCodesClipboard', () => {
  it('puts one code a line', () => {
    expect(recoveryCodesClipboard(['a', 'b'])).toBe('a\nb');
  });
});

describe('the shared rules', () => {
  it('counts the recovery codes as the shared schema does', () => {
    expect(RECOVERY_CODES_TOTAL).toBe(RECOVERY_CODE_COUNT);
  });

  it('accepts every code made of the shared alphabet', () => {
    const code = RECOVERY_CODE_ALPHABET.slice(0, 10);
    expect(cleanRecoveryCode(code)).toBe(`${code.slice(0, 5)}-${code.slice(5)}`);
    expect(cleanRecoveryCode(code.toUpperCase())).toBe(`${code.slice(0, 5)}-${code.slice(5)}`);
  });
});
