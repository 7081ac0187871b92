import { describe, expect, it } from 'vitest';
import { formatTaka } from '../money.ts';
import { ZCreateTopUpSchema, ZTopUpAmountSchema } from './schemas.ts';

describe('ZCreateTopUpSchema', () => {
  it('normalises a bKash TrxID and accepts gateway methods without one', () => {
    expect(
      ZCreateTopUpSchema.parse({ method: 'manual_bkash', amount: 1_000, transaction_id: ' 9f7b-6c5d 4a ' }),
    ).toEqual({
      method: 'manual_bkash',
      amount: 1_000,
      transaction_id: '9F7B6C5D4A',
    });
    expect(ZCreateTopUpSchema.parse({ method: 'demo', amount: 5_000_000 })).toEqual({
      method: 'demo',
      amount: 5_000_000,
    });
  });

  it('checks the TrxID per method', () => {
    expect(
      ZCreateTopUpSchema.safeParse({ method: 'manual_nagad', amount: 1_000, transaction_id: '7AB12CD3' })
        .success,
    ).toBe(true);
    expect(
      ZCreateTopUpSchema.safeParse({ method: 'manual_bkash', amount: 1_000, transaction_id: '7AB12CD3' })
        .success,
    ).toBe(false);
    expect(
      ZCreateTopUpSchema.safeParse({ method: 'manual_nagad', amount: 1_000, transaction_id: '7AB12CD3ÄÖ' })
        .success,
    ).toBe(false);
  });

  it('takes only whole poisha from ৳10 to ৳50,000', () => {
    for (const amount of [1_000, 1_001, 5_000_000])
      expect(ZTopUpAmountSchema.safeParse(amount).success).toBe(true);
    for (const amount of [
      999,
      0,
      -1_000,
      1_000.5,
      5_000_001,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1000',
      null,
    ])
      expect(ZTopUpAmountSchema.safeParse(amount).success, String(amount)).toBe(false);
  });
});

describe('formatTaka', () => {
  it('uses ৳, two decimals and lakh grouping; Bengali digits for bn', () => {
    expect(formatTaka(12_345_678, 'en')).toBe('৳1,23,456.78');
    expect(formatTaka(150_000, 'bn')).toBe('৳১,৫০০.০০');
    expect(formatTaka(-5_000, 'fr')).toBe('-৳50.00');
  });
});
