import { describe, expect, it } from 'vitest';
import { formatDecimal, type TNumberOptions } from './format-number.ts';
import { LANGUAGES } from './languages.ts';

const VALUES = [
  0,
  -0,
  1,
  -1,
  7,
  12,
  999,
  1000,
  1234,
  9999,
  10000,
  12345,
  99999,
  100000,
  123456,
  1234567,
  12345678,
  123456789012,
  0.5,
  0.25,
  0.125,
  0.0005,
  -0.0001,
  1.0005,
  2.5,
  -4.5,
  4.55,
  4.45,
  999.9995,
  1234567.891,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  -1234.5678,
  1e20,
  Number.MAX_SAFE_INTEGER,
];
const USE_GROUPING = { auto: 'auto', always: 'always', never: false } as const;
const OPTIONS: TNumberOptions[] = [
  {},
  { grouping: 'never' },
  { grouping: 'always' },
  { minFraction: 1, maxFraction: 1 },
  { minFraction: 2, maxFraction: 2 },
  { maxFraction: 0 },
];

describe('formatDecimal', () => {
  for (const { tag } of LANGUAGES) {
    it(`writes numbers as Intl.NumberFormat does for ${tag}`, () => {
      for (const options of OPTIONS) {
        const intl = new Intl.NumberFormat(tag, {
          useGrouping: USE_GROUPING[options.grouping ?? 'auto'],
          minimumFractionDigits: options.minFraction ?? 0,
          maximumFractionDigits: options.maxFraction ?? Math.max(3, options.minFraction ?? 0),
        });
        for (const value of VALUES) {
          expect(formatDecimal(value, tag, options), `${value} ${JSON.stringify(options)}`).toBe(
            intl.format(value),
          );
        }
      }
    });
  }

  it('groups in lakhs and crores when asked, as en-IN and bn-BD do', () => {
    for (const [tag, intlTag] of [
      ['en', 'en-IN'],
      ['bn', 'bn-BD'],
    ] as const) {
      const intl = new Intl.NumberFormat(intlTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const value of VALUES) {
        expect(formatDecimal(value, tag, { indian: true, minFraction: 2, maxFraction: 2 })).toBe(
          intl.format(value),
        );
      }
    }
    expect(formatDecimal(1234567.5, 'en', { indian: true, minFraction: 2, maxFraction: 2 })).toBe(
      '12,34,567.50',
    );
    expect(formatDecimal(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
  });

  it('hands what it does not know to Intl', () => {
    expect(formatDecimal(Number.NaN, 'en')).toBe('NaN');
    expect(formatDecimal(Number.POSITIVE_INFINITY, 'de')).toBe('∞');
    expect(formatDecimal(1234.5, 'ja')).toBe(new Intl.NumberFormat('ja').format(1234.5));
    expect(formatDecimal(1e21, 'en')).toBe(new Intl.NumberFormat('en').format(1e21));
  });
});
