import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { referralBonuses } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { balanceOf } from '../ledger/post-transaction.ts';
import {
  ledgerIsConsistent,
  newKey,
  newTrxId,
  registerAdmin,
  topUp,
  walletOf,
} from './payments-test-helpers.ts';
import { sweepReferralBonuses } from './referral-bonus.ts';

/* Decision 052, issue 11 item 1: no referral bonus farming. */

let t: TTestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let admin2: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: true, bkashNumber: '01700000001' } });
  admin = await registerAdmin(t);
  admin2 = await registerAdmin(t);
});
afterAll(async () => {
  expect(await ledgerIsConsistent(t)).toBe(true);
  await t.close();
});

async function referredPair() {
  const referrer = await registerUser(t.app);
  const code = (await call(t.app, 'GET', '/api/referrals', { token: referrer.token })).json().data
    .code as string;
  const friend = await registerUser(t.app, { referral_code: code });
  return { referrer, friend };
}

/** A manual top-up of `amount` poisha, approved by staff (one approval: below ৳10,000). */
async function approvedTopUp(token: string, amount: number) {
  const id = (
    await topUp(t.app, token, { method: 'manual_bkash', amount, transaction_id: newTrxId() })
  ).json().data.payment.id as string;
  const approved = await call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: admin.token });
  expect(approved.statusCode).toBe(200);
  return id;
}

/** Verifies the user's email through the emailed link, as the user would. */
async function verifyEmail(email: string) {
  const [mail] = (await t.mails()).filter((m) => m.to === email && m.text.includes('/verify-email?token='));
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  return call(t.app, 'POST', '/api/auth/verify-email', { body: { token } });
}

const referrals = async (token: string) =>
  (await call(t.app, 'GET', '/api/referrals', { token })).json().data;
const bonusHeld = (userId: string) => balanceOf(t.database.db, { type: 'bonus_hold', userId });

describe('referral bonus (decision 052)', () => {
  it('pays nothing for an unverified friend who tops up ৳10 and sends it back (the farming probe)', async () => {
    const { referrer, friend } = await referredPair();
    await approvedTopUp(friend.token, 1_000);
    const back = await call(t.app, 'POST', '/api/wallet/transfers', {
      token: friend.token,
      body: { recipient: referrer.payload.email, amount: 1_000 },
      headers: { 'idempotency-key': newKey() },
    });
    expect(back.statusCode).toBe(201);
    expect(await walletOf(t, referrer.user.id)).toBe(1_000);
    expect(await bonusHeld(referrer.user.id)).toBe(0n);
    expect((await referrals(referrer.token)).referrals).toMatchObject([
      { status: 'waiting_verification', earned: 0 },
    ]);
    // Verifying later does not qualify a ৳10 top-up either: the friend must top up ৳500.
    expect((await verifyEmail(friend.payload.email)).statusCode).toBe(200);
    expect(await bonusHeld(referrer.user.id)).toBe(0n);
    expect(await referrals(referrer.token)).toMatchObject({
      min_top_up: 50_000,
      referrals: [{ status: 'waiting_top_up', earned: 0 }],
    });
  });

  it('holds the bonus when a verified friend makes a qualifying top-up; not spendable until released', async () => {
    const { referrer, friend } = await referredPair();
    expect((await verifyEmail(friend.payload.email)).statusCode).toBe(200);
    await approvedTopUp(friend.token, 50_000);
    expect(await walletOf(t, referrer.user.id)).toBe(0);
    expect(await bonusHeld(referrer.user.id)).toBe(5_000n);
    const wallet = (await call(t.app, 'GET', '/api/wallet', { token: referrer.token })).json().data;
    expect(wallet).toMatchObject({ balance: 0, held: 0, bonus_held: 5_000 });
    const list = await referrals(referrer.token);
    expect(list).toMatchObject({ total_earned: 0, total_pending: 5_000, hold_days: 7 });
    expect(list.referrals[0]).toMatchObject({ status: 'on_hold', earned: 5_000 });
    const releaseAt = Date.parse(list.referrals[0].release_at);
    expect(releaseAt - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    // Held money cannot be sent or withdrawn.
    const send = await call(t.app, 'POST', '/api/wallet/transfers', {
      token: referrer.token,
      body: { recipient: friend.payload.email, amount: 5_000 },
      headers: { 'idempotency-key': newKey() },
    });
    expect(send.json().code).toBe('INSUFFICIENT_FUNDS');
    const notes = (await call(t.app, 'GET', '/api/notifications', { token: referrer.token })).json().data;
    expect(notes[0]).toMatchObject({ type: 'referral_bonus_held', data: { amount: 5_000 } });

    // The sweep leaves it until the holding period is over, then releases it once.
    expect(await sweepReferralBonuses(t.app.deps)).toEqual({ released: 0, held: 0 });
    await t.database.db
      .update(referralBonuses)
      .set({ releaseAt: new Date(Date.now() - 1_000) })
      .where(eq(referralBonuses.referredUserId, friend.user.id));
    const [first, second] = await Promise.all([
      sweepReferralBonuses(t.app.deps),
      sweepReferralBonuses(t.app.deps),
    ]);
    expect((first?.released ?? 0) + (second?.released ?? 0)).toBe(1);
    expect(await walletOf(t, referrer.user.id)).toBe(5_000);
    expect(await bonusHeld(referrer.user.id)).toBe(0n);
    expect(await referrals(referrer.token)).toMatchObject({
      total_earned: 5_000,
      total_pending: 0,
      referrals: [{ status: 'paid', earned: 5_000, release_at: null }],
    });
    const history = (await call(t.app, 'GET', '/api/wallet/transactions', { token: referrer.token })).json();
    expect(history.data[0]).toMatchObject({ kind: 'referral_bonus', status: 'completed', amount: 5_000 });
  });

  it('pays when the verification comes after the qualifying top-up', async () => {
    const { referrer, friend } = await referredPair();
    await approvedTopUp(friend.token, 60_000);
    expect(await bonusHeld(referrer.user.id)).toBe(0n);
    expect((await verifyEmail(friend.payload.email)).statusCode).toBe(200);
    expect(await bonusHeld(referrer.user.id)).toBe(5_000n);
  });

  it('pays exactly once when the verification and the top-up commit at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { referrer, friend } = await referredPair();
      const id = (
        await topUp(t.app, friend.token, {
          method: 'manual_bkash',
          amount: 50_000,
          transaction_id: newTrxId(),
        })
      ).json().data.payment.id as string;
      const [verified, approved] = await Promise.all([
        verifyEmail(friend.payload.email),
        call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: admin2.token }),
      ]);
      expect([verified.statusCode, approved.statusCode]).toEqual([200, 200]);
      expect(await bonusHeld(referrer.user.id)).toBe(5_000n);
    }
  });

  it('caps bonuses per referrer per day; the rest wait and the sweep posts them on a later day', async () => {
    const patch = (body: Record<string, unknown>) =>
      call(t.app, 'PATCH', '/api/admin/settings', { token: admin.token, body });
    expect((await patch({ referral_daily_cap: 1 })).statusCode).toBe(200);
    try {
      const referrer = await registerUser(t.app);
      const code = (await referrals(referrer.token)).code as string;
      const friends = [
        await registerUser(t.app, { referral_code: code }),
        await registerUser(t.app, { referral_code: code }),
      ];
      for (const friend of friends) {
        await verifyEmail(friend.payload.email);
        await approvedTopUp(friend.token, 50_000);
      }
      expect(await bonusHeld(referrer.user.id)).toBe(5_000n);
      const statuses = (await referrals(referrer.token)).referrals.map((r: { status: string }) => r.status);
      expect(statuses.sort()).toEqual(['on_hold', 'waiting_cap']);
      expect((await sweepReferralBonuses(t.app.deps)).held).toBe(0);
      // A day later there is room again.
      await t.database.db
        .update(referralBonuses)
        .set({ heldAt: sql`now() - interval '1 day'` })
        .where(eq(referralBonuses.referrerId, referrer.user.id));
      expect((await sweepReferralBonuses(t.app.deps)).held).toBe(1);
      expect(await bonusHeld(referrer.user.id)).toBe(10_000n);
    } finally {
      await patch({ referral_daily_cap: 5 });
    }
  });

  it('counts a verified phone like a verified email', async () => {
    const { referrer, friend } = await referredPair();
    await t.database.db
      .update(users)
      .set({ phoneVerifiedAt: new Date() })
      .where(eq(users.id, friend.user.id));
    await approvedTopUp(friend.token, 50_000);
    expect(await bonusHeld(referrer.user.id)).toBe(5_000n);
  });
});

describe('platform settings', () => {
  it('reads defaults, changes only what is sent, and refuses out-of-bounds values (422 per field)', async () => {
    const user = await registerUser(t.app);
    const read = await call(t.app, 'GET', '/api/admin/settings', { token: admin.token });
    expect(read.json().data).toMatchObject({
      referral_bonus: 5_000,
      referral_min_top_up: 50_000,
      referral_hold_days: 7,
      second_approval_above: 1_000_000,
      transfer_password_above: 500_000,
    });
    expect((await call(t.app, 'GET', '/api/admin/settings', { token: user.token })).statusCode).toBe(403);
    const bad: [string, unknown][] = [
      ['referral_bonus', -1],
      ['referral_bonus', 1_000_001],
      ['referral_min_top_up', 999],
      ['referral_hold_days', 91],
      ['referral_hold_days', 1.5],
      ['referral_daily_cap', 0],
      ['second_approval_above', '100'],
      ['transfer_password_above', 10_000_001],
    ];
    for (const [field, value] of bad) {
      const refused = await call(t.app, 'PATCH', '/api/admin/settings', {
        token: admin.token,
        body: { [field]: value },
      });
      expect(refused.statusCode, field).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual([field]);
    }
    expect(
      (await call(t.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: {} })).statusCode,
    ).toBe(422);
    const changed = await call(t.app, 'PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { referral_hold_days: 3 },
    });
    expect(changed.json().data).toMatchObject({ referral_hold_days: 3, referral_bonus: 5_000 });
    await call(t.app, 'PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { referral_hold_days: 7 },
    });
  });
});
