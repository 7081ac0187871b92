import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { balanceOf } from '../ledger/post-transaction.ts';
import { ledgerIsConsistent, newTrxId, registerAdmin, topUp, walletOf } from './payments-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: true, bkashNumber: '01700000001' } });
});
afterAll(() => t.close());

async function referredPair() {
  const referrer = await registerUser(t.app);
  const code = (await call(t.app, 'GET', '/api/referrals', { token: referrer.token })).json().data
    .code as string;
  const friend = await registerUser(t.app, { referral_code: code });
  return { referrer, friend, code };
}

async function manualTopUp(token: string, amount: number) {
  return (await topUp(t.app, token, { method: 'manual_bkash', amount, transaction_id: newTrxId() })).json()
    .data.payment.id as string;
}

describe('referral bonus', () => {
  it("pays the referrer ৳50 from promotions on the friend's first successful top-up, once", async () => {
    const admin = await registerAdmin(t);
    const { referrer, friend } = await referredPair();
    const promotionsBefore = await balanceOf(t.database.db, { type: 'platform_promotions' });
    const rejected = await manualTopUp(friend.token, 10_000);
    await call(t.app, 'POST', `/api/admin/payments/${rejected}/reject`, {
      token: admin.token,
      body: { reason: 'wrong id' },
    });
    expect(await walletOf(t, referrer.user.id)).toBe(0);

    const first = await manualTopUp(friend.token, 10_000);
    const second = await manualTopUp(friend.token, 20_000);
    await call(t.app, 'POST', `/api/admin/payments/${first}/approve`, { token: admin.token });
    await call(t.app, 'POST', `/api/admin/payments/${second}/approve`, { token: admin.token });
    expect(await walletOf(t, friend.user.id)).toBe(30_000);
    expect(await walletOf(t, referrer.user.id)).toBe(5_000);
    expect(await balanceOf(t.database.db, { type: 'platform_promotions' })).toBe(promotionsBefore - 5_000n);

    const referrals = (await call(t.app, 'GET', '/api/referrals', { token: referrer.token })).json().data;
    expect(referrals).toMatchObject({
      link: `http://localhost:3000/register?ref=${referrals.code}`,
      bonus_amount: 5_000,
      total_earned: 5_000,
      referrals: [{ name: 'Test User', status: 'topped_up', earned: 5_000 }],
    });
    const notes = (await call(t.app, 'GET', '/api/notifications', { token: referrer.token })).json().data;
    expect(notes).toMatchObject([
      { type: 'referral_bonus', data: { amount: 5_000, referred_user_id: friend.user.id } },
    ]);
    expect(await ledgerIsConsistent(t)).toBe(true);
  });

  it('pays once when two first top-ups succeed at the same moment', async () => {
    const [a, b] = [await registerAdmin(t), await registerAdmin(t)];
    const { referrer, friend } = await referredPair();
    const ids = [await manualTopUp(friend.token, 10_000), await manualTopUp(friend.token, 10_000)];
    const answers = await Promise.all(
      ids.map((id, i) =>
        call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: (i ? a : b).token }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await walletOf(t, referrer.user.id)).toBe(5_000);
  });

  it('uses the platform setting, which staff read and change through /api/admin/settings', async () => {
    const admin = await registerAdmin(t);
    const user = await registerUser(t.app);
    const read = await call(t.app, 'GET', '/api/admin/settings', { token: admin.token });
    expect(read.json().data).toMatchObject({ referral_bonus: 5_000 });
    expect((await call(t.app, 'GET', '/api/admin/settings', { token: user.token })).statusCode).toBe(403);
    expect(
      (await call(t.app, 'PATCH', '/api/admin/settings', { token: user.token, body: { referral_bonus: 9 } }))
        .statusCode,
    ).toBe(403);
    for (const bad of [-1, 12.5, 1_000_001, '100', null]) {
      const refused = await call(t.app, 'PATCH', '/api/admin/settings', {
        token: admin.token,
        body: { referral_bonus: bad },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.referral_bonus).toEqual([
        'The referral bonus must be a whole amount from ৳0 to ৳10,000',
      ]);
    }
    const changed = await call(t.app, 'PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { referral_bonus: 12_345 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Settings saved', data: { referral_bonus: 12_345 } });
    try {
      const { referrer, friend } = await referredPair();
      expect(
        (await call(t.app, 'GET', '/api/referrals', { token: referrer.token })).json().data,
      ).toMatchObject({ bonus_amount: 12_345 });
      await call(t.app, 'POST', `/api/admin/payments/${await manualTopUp(friend.token, 10_000)}/approve`, {
        token: admin.token,
      });
      expect(await walletOf(t, referrer.user.id)).toBe(12_345);
    } finally {
      await call(t.app, 'PATCH', '/api/admin/settings', {
        token: admin.token,
        body: { referral_bonus: 5_000 },
      });
    }
  });

  it('lists referred people who have not topped up as registered, and nothing for a user who referred no one', async () => {
    const { referrer } = await referredPair();
    const data = (await call(t.app, 'GET', '/api/referrals', { token: referrer.token })).json().data;
    expect(data).toMatchObject({ total_earned: 0, referrals: [{ status: 'registered', earned: 0 }] });
    const loner = await registerUser(t.app);
    expect(
      (await call(t.app, 'GET', '/api/referrals', { token: loner.token })).json().data.referrals,
    ).toEqual([]);
    expect((await call(t.app, 'GET', '/api/referrals', {})).statusCode).toBe(401);
  });
});

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
