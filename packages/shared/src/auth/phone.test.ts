import { describe, expect, it } from 'vitest';
import {
  dialingCode,
  formatPhoneInternational,
  isKnownCountry,
  normalizePhone,
  normalizePhoneForCountry,
} from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    '01712345678',
    '+8801712345678',
    '880 1712-345678',
    '8801712345678',
    '00880 1712 345678',
    '+880 1712 345678',
    '+880 (1712) 345-678',
    '017-1234-5678',
    '0171 234 5678',
    '  01712345678  ',
    '880.1712.345678',
  ])('reads the Bangladeshi number %j as +8801712345678', (input) => {
    expect(normalizePhone(input)).toBe('+8801712345678');
  });

  it.each<[string, string]>([
    ['+971501234567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['971 50 123 4567', '+971501234567'],
    ['+44 7911 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('reads the international number %j with its dialing code', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it('reads national forms in the default country given', () => {
    expect(normalizePhone('050 123 4567', 'AE')).toBe('+971501234567');
    expect(normalizePhone('07911 123456', 'GB')).toBe('+447911123456');
    // Without a dialing code, a foreign national number is read as Bangladeshi (and is no valid one).
    expect(normalizePhone('050 123 4567')).toBeUndefined();
  });

  it('falls back to no default country for an unknown one', () => {
    expect(normalizePhone('+8801712345678', 'ZZ')).toBe('+8801712345678');
    expect(normalizePhone('01712345678', 'ZZ')).toBeUndefined();
  });

  it.each([
    '',
    '   ',
    'abc',
    '1234',
    '017123',
    '0171234567',
    '017123456789',
    '01212345678',
    '+880',
    '++8801712345678',
    '01712345678x',
    'tel:01712345678',
    '1'.repeat(30),
    'user@example.com',
  ])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeUndefined();
  });

  it('reads a country code written in brackets', () => {
    expect(normalizePhone('(+880) 1712-345678')).toBe('+8801712345678');
  });
});

describe('normalizePhoneForCountry', () => {
  it('accepts numbers of the country in any common form', () => {
    expect(normalizePhoneForCountry('01712345678', 'BD')).toBe('+8801712345678');
    expect(normalizePhoneForCountry('+880 1712-345678', 'BD')).toBe('+8801712345678');
    expect(normalizePhoneForCountry('050 123 4567', 'AE')).toBe('+971501234567');
    expect(normalizePhoneForCountry('+971 50 123 4567', 'AE')).toBe('+971501234567');
  });

  it('refuses a number of another country', () => {
    expect(normalizePhoneForCountry('+971501234567', 'BD')).toBeUndefined();
    expect(normalizePhoneForCountry('+8801712345678', 'AE')).toBeUndefined();
    expect(normalizePhoneForCountry('01712345678', 'AE')).toBeUndefined();
  });

  it('accepts a number of a country that shares the dialing code', () => {
    // Canada and the United States share +1.
    expect(normalizePhoneForCountry('+1 415 555 2671', 'CA')).toBe('+14155552671');
  });

  it('refuses an unknown or lower-case country code', () => {
    expect(normalizePhoneForCountry('01712345678', 'ZZ')).toBeUndefined();
    expect(normalizePhoneForCountry('01712345678', 'bd')).toBeUndefined();
    expect(normalizePhoneForCountry('01712345678', '')).toBeUndefined();
  });

  it('refuses a landline-only or malformed number', () => {
    expect(normalizePhoneForCountry('12345', 'BD')).toBeUndefined();
    expect(normalizePhoneForCountry('not a number', 'BD')).toBeUndefined();
  });
});

describe('countries and dialing codes', () => {
  it.each<[string, string]>([
    ['BD', '+880'],
    ['AE', '+971'],
    ['GB', '+44'],
    ['US', '+1'],
    ['IN', '+91'],
  ])('%s dials %s', (country, code) => {
    expect(isKnownCountry(country)).toBe(true);
    expect(dialingCode(country)).toBe(code);
  });

  it.each(['ZZ', 'bd', 'BGD', '', 'B'])('does not know %j', (country) => {
    expect(isKnownCountry(country)).toBe(false);
    expect(dialingCode(country)).toBeUndefined();
  });

  it('formats E.164 for display, leaving unparseable input as it is', () => {
    expect(formatPhoneInternational('+8801712345678')).toBe('+880 1712 345678');
    expect(formatPhoneInternational('nonsense')).toBe('nonsense');
  });
});
