import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { referralBonuses } from '../../db/schema/payments.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { newTrxId, topUp } from '../payments/payments-test-helpers.ts';
import { sweepReferralBonuses } from '../payments/referral-bonus.ts';
import {
  fund,
  makeAdmin,
  moneyCall,
  payoutReference,
  relaxMoneyControls,
  TEST_PASSWORD,
} from './wallet-test-helpers.ts';

/*
 * Issue 12 item 5, decision 053: the history lists one row per money movement in its current state,
 * with the same reference as every other list, notification and staff view of that movement.
 */

type TUser = Awaited<ReturnType<typeof registerUser>>;
type TRow = { id: string; reference: string; kind: string; status: string; amount: number };

let t: TTestApp;
let staff: TUser;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: true, bkashNumber: '01700000001' } });
  staff = await registerUser(t.app, { name: 'Staff' });
  await makeAdmin(t.database.db, staff.user.id);
  await relaxMoneyControls(t.database.db, staff.user.id);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const history = async (user: TUser, query = ''): Promise<TRow[]> => {
  const answer = await call(t.app, 'GET', `/api/wallet/transactions${query}`, { token: user.token });
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};
const withdrawals = async (user: TUser) =>
  (await call(t.app, 'GET', '/api/wallet/withdrawals', { token: user.token })).json().data as TRow[];
const notifications = async (user: TUser) =>
  (await call(t.app, 'GET', '/api/notifications', { token: user.token })).json().data as {
    type: string;
    data: Record<string, unknown>;
  }[];

async function withdraw(user: TUser, amount: number): Promise<string> {
  const answer = await moneyCall(t.app, '/api/wallet/withdrawals', user.token, {
    method: 'bkash',
    amount,
    phone: '01712345678',
    password: TEST_PASSWORD,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data.id;
}

const short = (id: string) => id.replace(/-/g, '').slice(0, 8).toUpperCase();

describe('wallet history: one row per movement, in its current state', () => {
  it('a paid withdrawal is one row, paid, with the withdrawal list’s reference', async () => {
    const user = await registerUser(t.app);
    await fund(t.database.db, user.user.id, 50_000);
    const id = await withdraw(user, 20_000);

    const held = (await history(user)).filter((row) => row.kind === 'withdrawal');
    expect(held).toEqual([expect.objectContaining({ id, status: 'pending', amount: -20_000 })]);

    const paid = await call(t.app, 'POST', `/api/admin/withdrawals/${id}/pay`, {
      token: staff.token,
      body: { reference: payoutReference() },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.reference).toBe(short(id));

    const rows = await history(user);
    expect(rows).toHaveLength(2); // the funding and the withdrawal: no hold row beside a payout row
    const row = rows.find((r) => r.kind === 'withdrawal');
    expect(row).toMatchObject({ id, status: 'paid', amount: -20_000, reference: short(id) });
    const listed = (await withdrawals(user)).find((w) => w.id === id);
    expect(listed).toMatchObject({ status: 'paid', reference: row?.reference });
    // The staff list and the user's notification name the same movement.
    const staffList = (await call(t.app, 'GET', '/api/admin/withdrawals', { token: staff.token })).json()
      .data;
    expect(staffList.find((w: TRow) => w.id === id)?.reference).toBe(row?.reference);
    const notice = (await notifications(user)).find((n) => n.type === 'withdrawal_paid');
    expect(short(String(notice?.data.withdrawal_id))).toBe(row?.reference);
    // The kind filter finds it under "withdrawal".
    expect((await history(user, '?type=withdrawal')).map((r) => r.id)).toEqual([id]);
  });

  it('a rejected withdrawal is one row, returned', async () => {
    const user = await registerUser(t.app);
    await fund(t.database.db, user.user.id, 50_000);
    const id = await withdraw(user, 15_000);
    const rejected = await call(t.app, 'POST', `/api/admin/withdrawals/${id}/reject`, {
      token: staff.token,
      body: { reason: 'Wrong number' },
    });
    expect(rejected.statusCode).toBe(200);
    const rows = (await history(user)).filter((r) => r.kind === 'withdrawal');
    expect(rows).toEqual([
      expect.objectContaining({ id, status: 'returned', amount: -15_000, reference: short(id) }),
    ]);
    expect((await withdrawals(user))[0]).toMatchObject({ id, status: 'rejected', reference: short(id) });
  });

  it('a top-up is one row with the payment’s reference, in the payment, lists and notifications', async () => {
    const user = await registerUser(t.app);
    const started = await topUp(t.app, user.token, {
      method: 'manual_bkash',
      amount: 30_000,
      transaction_id: newTrxId(),
    });
    expect(started.statusCode).toBe(201);
    const payment = started.json().data.payment;
    expect(payment.reference).toBe(short(payment.id));
    expect(await history(user)).toEqual([]); // nothing moved yet
    const approved = await call(t.app, 'POST', `/api/admin/payments/${payment.id}/approve`, {
      token: staff.token,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.reference).toBe(payment.reference);

    expect(await history(user)).toEqual([
      expect.objectContaining({
        id: payment.id,
        kind: 'topup',
        status: 'completed',
        amount: 30_000,
        reference: payment.reference,
      }),
    ]);
    const mine = (await call(t.app, 'GET', '/api/payments', { token: user.token })).json().data;
    expect(mine[0]).toMatchObject({ id: payment.id, reference: payment.reference });
    const one = (await call(t.app, 'GET', `/api/payments/${payment.id}`, { token: user.token })).json().data;
    expect(one.reference).toBe(payment.reference);
    const notice = (await notifications(user)).find((n) => n.type === 'top_up_approved');
    expect(short(String(notice?.data.payment_id))).toBe(payment.reference);
  });

  it('a transfer has one reference for sender, recipient and the recipient’s notification', async () => {
    const sender = await registerUser(t.app, { name: 'Sender Sen' });
    const recipient = await registerUser(t.app, { name: 'Recipient Roy' });
    await fund(t.database.db, sender.user.id, 10_000);
    const sent = await moneyCall(t.app, '/api/wallet/transfers', sender.token, {
      recipient: recipient.payload.email,
      amount: 2_500,
    });
    expect(sent.statusCode).toBe(201);
    const transactionId = sent.json().data.transaction_id as string;
    const [out] = await history(sender);
    const [into] = await history(recipient);
    expect(out).toMatchObject({ kind: 'transfer', amount: -2_500, reference: short(transactionId) });
    expect(into).toMatchObject({ kind: 'transfer', amount: 2_500, reference: short(transactionId) });
    const notice = (await notifications(recipient)).find((n) => n.type === 'transfer_received');
    expect(short(String(notice?.data.transaction_id))).toBe(out?.reference);
  });

  it('a referral bonus is one row: on hold, then completed when released', async () => {
    const referrer = await registerUser(t.app);
    const code = (await call(t.app, 'GET', '/api/referrals', { token: referrer.token })).json().data.code;
    const friend = await registerUser(t.app, { referral_code: code });
    const [mail] = (await t.mails()).filter(
      (m) => m.to === friend.payload.email && m.text.includes('/verify-email?token='),
    );
    const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } })).statusCode).toBe(200);
    const payment = (
      await topUp(t.app, friend.token, { method: 'manual_bkash', amount: 60_000, transaction_id: newTrxId() })
    ).json().data.payment;
    await call(t.app, 'POST', `/api/admin/payments/${payment.id}/approve`, { token: staff.token });

    const [held] = await history(referrer);
    expect(held).toMatchObject({ kind: 'referral_bonus', status: 'on_hold', amount: 5_000 });
    await t.database.db
      .update(referralBonuses)
      .set({ releaseAt: new Date(Date.now() - 1_000) })
      .where(eq(referralBonuses.referredUserId, friend.user.id));
    await sweepReferralBonuses(t.app.deps);
    const rows = await history(referrer);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: held?.id, status: 'completed', reference: held?.reference });
    const notice = (await notifications(referrer)).find((n) => n.type === 'referral_bonus');
    expect(short(String(notice?.data.referred_user_id))).toBe(held?.reference);
  });
});
