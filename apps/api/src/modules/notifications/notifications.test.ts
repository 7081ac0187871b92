import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { newTrxId, registerAdmin, topUp, walletOf } from '../payments/payments-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: true, bkashNumber: '01700000001' } });
});
afterAll(() => t.close());

async function manualTopUp(token: string, amount: number) {
  return (await topUp(t.app, token, { method: 'manual_bkash', amount, transaction_id: newTrxId() })).json()
    .data.payment.id as string;
}

describe('notifications', () => {
  it('pages, counts unread and marks read (own only)', async () => {
    const admin = await registerAdmin(t);
    const { token, user } = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    for (let i = 0; i < 3; i += 1)
      await call(t.app, 'POST', `/api/admin/payments/${await manualTopUp(token, 1_000 + i)}/approve`, {
        token: admin.token,
      });
    expect(await walletOf(t, user.id)).toBe(3_003);

    const page = (await call(t.app, 'GET', '/api/notifications?per_page=2', { token })).json();
    expect(page.meta).toEqual({ page: 1, perPage: 2, total: 3, unread: 3 });
    expect(page.data).toHaveLength(2);
    const ids = page.data.map((n: { id: string }) => n.id);

    const foreign = await call(t.app, 'POST', '/api/notifications/read', {
      token: stranger.token,
      body: { ids },
    });
    expect(foreign.json().data).toEqual({ updated: 0, unread: 0 });
    const marked = await call(t.app, 'POST', '/api/notifications/read', { token, body: { ids: [ids[0]] } });
    expect(marked.json().data).toEqual({ updated: 1, unread: 2 });
    const all = await call(t.app, 'POST', '/api/notifications/read', { token, body: { all: true } });
    expect(all.json().data).toEqual({ updated: 2, unread: 0 });
    const second = (await call(t.app, 'GET', '/api/notifications?page=2&per_page=2', { token })).json();
    expect(second.data).toHaveLength(1);
    expect(second.data[0].read_at).not.toBeNull();

    for (const body of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }]) {
      expect((await call(t.app, 'POST', '/api/notifications/read', { token, body })).statusCode).toBe(422);
    }
  });
});
