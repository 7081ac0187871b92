import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { newTrxId, topUp, walletOf } from '../payments/payments-test-helpers.ts';
import { fund, makeAdmin, moneyCall, payoutReference, TEST_PASSWORD } from './wallet-test-helpers.ts';

/* Decision 052, issue 11 item 2: nobody decides their own payment; two staff above a threshold. */

type TUser = Awaited<ReturnType<typeof registerUser>>;
let t: TTestApp;
let staffA: TUser;
let staffB: TUser;
let user: TUser;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: false, bkashNumber: '01700000001' } });
  staffA = await registerUser(t.app, { name: 'Staff A' });
  staffB = await registerUser(t.app, { name: 'Staff B' });
  user = await registerUser(t.app);
  await makeAdmin(t.database.db, staffA.user.id);
  await makeAdmin(t.database.db, staffB.user.id);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const manualTopUp = async (token: string, amount: number) =>
  (await topUp(t.app, token, { method: 'manual_bkash', amount, transaction_id: newTrxId() })).json().data
    .payment.id as string;
const approve = (id: string, staff: TUser) =>
  call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: staff.token });
const withdraw = async (who: TUser, amount: number) =>
  (
    await moneyCall(t.app, '/api/wallet/withdrawals', who.token, {
      method: 'bkash',
      amount,
      phone: '01712345678',
      password: TEST_PASSWORD,
    })
  ).json().data.id as string;
const decide = (id: string, staff: TUser, action: string, body?: unknown) =>
  call(t.app, 'POST', `/api/admin/withdrawals/${id}/${action}`, { token: staff.token, body });

describe('top-up decisions', () => {
  it('refuses staff their own top-up (403, translated), approve and reject alike', async () => {
    const own = await manualTopUp(staffA.token, 10_000);
    const approved = await approve(own, staffA);
    expect(approved.statusCode).toBe(403);
    expect(approved.json().message).toBe(
      'You cannot decide your own payment. Another staff member must review it.',
    );
    const rejected = await call(t.app, 'POST', `/api/admin/payments/${own}/reject`, {
      token: staffA.token,
      body: { reason: 'mine' },
      headers: { 'x-locale': 'bn' },
    });
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().message).toContain('নিজের পেমেন্ট');
    expect(await walletOf(t, staffA.user.id)).toBe(0);
    // Another staff member may.
    expect((await approve(own, staffB)).statusCode).toBe(200);
    expect(await walletOf(t, staffA.user.id)).toBe(10_000);
  });

  it('needs two different staff members above the threshold; the queue shows the first approval', async () => {
    const id = await manualTopUp(user.token, 2_000_000);
    const first = await approve(id, staffA);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toMatch(/second staff member/);
    expect(first.json().data.status).toBe('pending');
    expect(await walletOf(t, user.user.id)).toBe(0);
    const again = await approve(id, staffA);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/different staff member/);
    const queue = (
      await call(t.app, 'GET', '/api/admin/payments?status=pending', { token: staffB.token })
    ).json();
    expect(queue.data.find((p: { id: string }) => p.id === id)).toMatchObject({
      needs_second_approval: true,
      first_approval: { by: { id: staffA.user.id, name: 'Staff A' } },
    });
    const second = await approve(id, staffB);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.status).toBe('succeeded');
    expect(await walletOf(t, user.user.id)).toBe(2_000_000);
  });

  it('credits once when two staff approve a large top-up at the same moment', async () => {
    const before = await walletOf(t, user.user.id);
    const id = await manualTopUp(user.token, 1_500_000);
    const answers = await Promise.all([approve(id, staffA), approve(id, staffB)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await walletOf(t, user.user.id)).toBe(before + 1_500_000);
    expect((await approve(id, staffA)).statusCode).toBe(409);
  });
});

describe('withdrawal decisions', () => {
  it('refuses staff their own withdrawal (403) and needs a valid payout reference, shown to the user', async () => {
    await fund(t.database.db, staffA.user.id, 100_000);
    const own = await withdraw(staffA, 20_000);
    expect((await decide(own, staffA, 'pay', { reference: payoutReference() })).statusCode).toBe(403);
    expect((await decide(own, staffA, 'reject', { reason: 'mine' })).statusCode).toBe(403);

    for (const reference of ['', 'ABC', 'ABCDEFGHIJK', 'AB$CD12345']) {
      const bad = await decide(own, staffB, 'pay', { reference });
      expect(bad.statusCode, reference).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['reference']);
    }
    expect((await decide(own, staffB, 'pay')).statusCode).toBe(422);
    const paid = await decide(own, staffB, 'pay', { reference: ' 9f7b 6c5d4a ' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', payout_reference: '9F7B6C5D4A' });
    const mine = (await call(t.app, 'GET', `/api/wallet/withdrawals/${own}`, { token: staffA.token })).json();
    expect(mine.data.payout_reference).toBe('9F7B6C5D4A');

    // One bKash transaction cannot be claimed for two payouts.
    await fund(t.database.db, user.user.id, 100_000);
    const other = await withdraw(user, 20_000);
    const reused = await decide(other, staffB, 'pay', { reference: '9F7B6C5D4A' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.reference).toEqual([
      'This payout reference was already recorded for another withdrawal',
    ]);
    expect((await decide(other, staffB, 'pay', { reference: payoutReference() })).statusCode).toBe(200);
  });

  it('pays a large withdrawal only after another staff member approved it', async () => {
    await fund(t.database.db, user.user.id, 2_000_000);
    const id = await withdraw(user, 1_500_000);
    const early = await decide(id, staffA, 'pay', { reference: payoutReference() });
    expect(early.statusCode).toBe(409);
    const approved = await decide(id, staffA, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'pending',
      needs_second_approval: true,
      first_approval: { by: { name: 'Staff A' } },
    });
    expect((await decide(id, staffA, 'pay', { reference: payoutReference() })).statusCode).toBe(403);
    expect((await decide(id, staffB, 'approve')).statusCode).toBe(409);
    const [one, two] = await Promise.all([
      decide(id, staffB, 'pay', { reference: payoutReference() }),
      decide(id, staffB, 'reject', { reason: 'changed mind' }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const small = await withdraw(user, 20_000);
    expect((await decide(small, staffA, 'approve')).statusCode).toBe(409);
  });
});
