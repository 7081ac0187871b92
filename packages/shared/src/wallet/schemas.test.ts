import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  ZRecipientSchema,
  ZTransferInputSchema,
  ZWalletTransactionsQuerySchema,
  ZWithdrawalInputSchema,
} from './schemas.ts';

describe('wallet schemas', () => {
  it('reads a recipient as an E.164 phone number in any form, or a lower-case email', () => {
    for (const input of [
      '01712345678',
      '+8801712345678',
      '8801712345678',
      '0088 01712-345678',
      ' 017 1234 5678 ',
    ])
      expect(ZRecipientSchema.parse(input)).toEqual({ kind: 'phone', value: '+8801712345678' });
    expect(ZRecipientSchema.parse(' Rahim@Example.COM ')).toEqual({
      kind: 'email',
      value: 'rahim@example.com',
    });
    for (const input of ['', 'rahim@', '12', 'hello world', 'a@b', 'a\u0000@example.com'])
      expect(ZRecipientSchema.safeParse(input).success, input).toBe(false);
  });

  it('accepts whole poisha amounts within the limits only', () => {
    const ok = (amount: unknown) =>
      ZTransferInputSchema.safeParse({ recipient: 'a@example.com', amount }).success;
    expect(ok(100)).toBe(true);
    expect(ok(10_000_000)).toBe(true);
    for (const amount of [0, 99, -100, 100.5, 10_000_001, Number.NaN, Number.POSITIVE_INFINITY, '100', null])
      expect(ok(amount), String(amount)).toBe(false);
    const parsed = ZTransferInputSchema.parse({ recipient: 'a@example.com', amount: 500, note: '   ' });
    expect(parsed.note).toBeNull();
  });

  it('validates withdrawal details per method', () => {
    const password = 'secret-pass-1';
    expect(
      ZWithdrawalInputSchema.parse({ method: 'bkash', amount: 10_000, phone: '01812-345678', password }),
    ).toEqual({ method: 'bkash', amount: 10_000, phone: '+8801812345678', password });
    // The password comes with every withdrawal (step-up, decision 052).
    expect(
      ZWithdrawalInputSchema.safeParse({ method: 'bkash', amount: 10_000, phone: '01812-345678' }).error
        ?.issues[0],
    ).toMatchObject({ path: ['password'], message: 'wallet.password_required' });
    expect(
      ZWithdrawalInputSchema.safeParse({ method: 'nagad', amount: 10_000, phone: '+447911123456' }).success,
    ).toBe(false);
    expect(
      ZWithdrawalInputSchema.safeParse({
        method: 'bank',
        amount: 10_000,
        bank_name: 'Sonali Bank',
        account_name: 'Rahim',
        account_number: '0123-4567',
        branch: 'Motijheel',
        password,
      }).success,
    ).toBe(true);
    expect(
      ZWithdrawalInputSchema.safeParse({ method: 'bank', amount: 10_000, bank_name: 'Sonali Bank' }).success,
    ).toBe(false);
    expect(ZWithdrawalInputSchema.safeParse({ method: 'cash', amount: 10_000 }).success).toBe(false);
    expect(
      ZWithdrawalInputSchema.safeParse({ method: 'bkash', amount: 9_999, phone: '01712345678' }).success,
    ).toBe(false);
  });

  it('takes real calendar days only, from before to', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const day of ['2023-02-29', '2021-02-30', '2021-04-31', '2021-13-01', '20210101', '1999-12-31'])
      expect(isCalendarDate(day), day).toBe(false);
    expect(ZWalletTransactionsQuerySchema.safeParse({ from: '2024-01-02', to: '2024-01-01' }).success).toBe(
      false,
    );
    expect(ZWalletTransactionsQuerySchema.parse({ from: '2024-01-01', to: '2024-01-01' })).toMatchObject({
      page: 1,
      per_page: 20,
    });
  });
});
