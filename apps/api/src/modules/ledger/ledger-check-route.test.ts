import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { newTrxId, registerAdmin, topUp } from '../payments/payments-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: true, bkashNumber: '01700000001' } });
});
afterAll(() => t.close());

describe('GET /api/admin/ledger/check', () => {
  it('sums the ledger for staff: balanced, with totals per kind of account adding up to zero', async () => {
    const admin = await registerAdmin(t);
    const user = await registerUser(t.app);
    const started = await topUp(t.app, user.token, {
      method: 'manual_bkash',
      amount: 25_000,
      transaction_id: newTrxId(),
    });
    const id = started.json().data.payment.id as string;
    await call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: admin.token });

    const answer = await call(t.app, 'GET', '/api/admin/ledger/check', { token: admin.token });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as {
      balanced: boolean;
      problems: string[];
      transactions: number;
      entries: number;
      totals: { type: string; method: string | null; balance: number }[];
    };
    expect(data.balanced).toBe(true);
    expect(data.problems).toEqual([]);
    expect(data.transactions).toBeGreaterThanOrEqual(1);
    expect(data.entries).toBeGreaterThanOrEqual(2);
    expect(data.totals.reduce((sum, row) => sum + row.balance, 0)).toBe(0);
    expect(data.totals).toContainEqual(expect.objectContaining({ type: 'external', method: 'bkash' }));
    expect(data.totals.find((row) => row.type === 'wallet')?.balance).toBeGreaterThanOrEqual(25_000);
  });

  it('is for staff only', async () => {
    const user = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/admin/ledger/check', { token: user.token })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/ledger/check', {})).statusCode).toBe(401);
  });
});
