import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/payments.ts';
import { ledgerIsConsistent, registerAdmin, topUp, walletOf } from './payments-test-helpers.ts';
import { reconcilePayments } from './reconcile-payments.ts';
import { startStandIn, type TStandIn } from './sslcommerz-stand-in.ts';

let t: TTestApp;
let gateway: TStandIn;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  gateway = await startStandIn();
  t = await createTestApp({
    rateLimitFactor: 100,
    payments: {
      demo: true,
      expireMinutes: 60,
      sslcommerz: { storeId: gateway.storeId, storePassword: gateway.storePassword, baseUrl: gateway.url },
    },
  });
  admin = await registerAdmin(t);
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

async function start(method: 'sslcommerz' | 'demo', amount = 20_000) {
  const user = await registerUser(t.app);
  const response = await topUp(t.app, user.token, { method, amount });
  expect(response.statusCode).toBe(201);
  return { ...user, id: response.json().data.payment.id as string };
}

async function rowOf(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

function ipn(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/sslcommerz/ipn',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

describe('the payments sweep (reconcilePayments)', () => {
  it('credits, once, an SSLCommerz payment whose IPN and return never arrived', async () => {
    const { id, user } = await start('sslcommerz');
    const paid = gateway.pay(id); // the customer paid; nothing reached us
    const queries = gateway.queries();
    // Too early: the gateway still has time to call back.
    await reconcilePayments(t.app.deps);
    expect((await rowOf(id))?.status).toBe('pending');
    // Two instances sweeping at the same moment still credit once.
    await Promise.all([reconcilePayments(t.app.deps, later(3)), reconcilePayments(t.app.deps, later(3))]);
    expect(gateway.queries()).toBeGreaterThan(queries);
    expect((await rowOf(id))?.status).toBe('succeeded');
    expect(await walletOf(t, user.id)).toBe(20_000);
    // The IPN turning up late changes nothing.
    await ipn(paid);
    await reconcilePayments(t.app.deps, later(3));
    expect(await walletOf(t, user.id)).toBe(20_000);
    expect(await ledgerIsConsistent(t)).toBe(true);
  });

  it('closes an unpaid SSLCommerz payment as expired only after PAYMENTS_EXPIRE_MINUTES', async () => {
    const { id, user, token } = await start('sslcommerz');
    await reconcilePayments(t.app.deps, later(30));
    expect((await rowOf(id))?.status).toBe('pending');
    await reconcilePayments(t.app.deps, later(61));
    expect(await rowOf(id)).toMatchObject({ status: 'failed', reason: 'expired' });
    const answer = await call(t.app, 'GET', `/api/payments/${id}`, { token });
    expect(answer.json().data).toMatchObject({ status: 'failed', reason: 'expired' });
    expect(await walletOf(t, user.id)).toBe(0);
  });

  it('never fails a payment because SSLCommerz could not be asked', async () => {
    const { id, user } = await start('sslcommerz');
    gateway.pay(id);
    gateway.setQueryDown(true);
    try {
      await reconcilePayments(t.app.deps, later(120));
      expect((await rowOf(id))?.status).toBe('pending');
    } finally {
      gateway.setQueryDown(false);
    }
    await reconcilePayments(t.app.deps, later(120));
    expect((await rowOf(id))?.status).toBe('succeeded');
    expect(await walletOf(t, user.id)).toBe(20_000);
  });

  it('waits for an attempt still processing at the gateway, up to a day', async () => {
    const { id } = await start('sslcommerz');
    gateway.processing(id);
    await reconcilePayments(t.app.deps, later(90));
    expect((await rowOf(id))?.status).toBe('pending');
    await reconcilePayments(t.app.deps, later(25 * 60));
    expect(await rowOf(id)).toMatchObject({ status: 'failed', reason: 'expired' });
  });

  it('expires an abandoned demo payment, after which its page cannot pay it', async () => {
    const { id, user } = await start('demo');
    await reconcilePayments(t.app.deps, later(59));
    expect((await rowOf(id))?.status).toBe('pending');
    await reconcilePayments(t.app.deps, later(61));
    expect(await rowOf(id)).toMatchObject({ status: 'failed', reason: 'expired' });
    expect(await walletOf(t, user.id)).toBe(0);
  });
});

describe('staff decisions on payments held for review', () => {
  it('lists why a payment is held; staff approve (credit once) or reject (nothing moves)', async () => {
    const risky = await start('sslcommerz', 30_000);
    const riskyPaid = gateway.pay(risky.id, { riskLevel: '1' });
    // The IPN and the browser's return both arrive: staff hear about the held payment once.
    await Promise.all([ipn(riskyPaid), ipn(riskyPaid)]);
    const short = await start('sslcommerz', 30_000);
    await ipn(gateway.pay(short.id, { amount: '100.00' }));

    const queue = await call(
      t.app,
      'GET',
      '/api/admin/payments?status=pending&method=sslcommerz&per_page=100',
      {
        token: admin.token,
      },
    );
    const held = new Map(
      (queue.json().data as { id: string; review: string | null }[]).map((p) => [p.id, p.review]),
    );
    expect(held.get(risky.id)).toBe('risk_level_1');
    expect(held.get(short.id)).toBe('amount_mismatch');
    const staffNotes = (
      await call(t.app, 'GET', '/api/notifications?per_page=100', { token: admin.token })
    ).json().data as { type: string; data: { payment_id: string; review: string } }[];
    const heldNotes = staffNotes.filter((n) => n.type === 'staff_payment_held');
    expect(heldNotes.filter((n) => n.data.payment_id === risky.id)).toHaveLength(1);
    expect(heldNotes.find((n) => n.data.payment_id === short.id)?.data).toMatchObject({
      review: 'amount_mismatch',
      amount: 30_000,
      method: 'sslcommerz',
    });
    // The user's own view says staff are checking it (the /payment page stops waiting for the gateway).
    const own = await call(t.app, 'GET', `/api/payments/${risky.id}`, { token: risky.token });
    expect(own.json().data).toMatchObject({ status: 'pending', in_review: true });

    // The sweep leaves held payments to staff, however old.
    await reconcilePayments(t.app.deps, later(3 * 24 * 60));
    expect((await rowOf(risky.id))?.status).toBe('pending');

    const approvals = await Promise.all([
      call(t.app, 'POST', `/api/admin/payments/${risky.id}/approve`, { token: admin.token }),
      call(t.app, 'POST', `/api/admin/payments/${risky.id}/approve`, { token: admin.token }),
    ]);
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await walletOf(t, risky.user.id)).toBe(30_000);
    const after = await call(t.app, 'GET', `/api/payments/${risky.id}`, { token: risky.token });
    expect(after.json().data).toMatchObject({ status: 'succeeded', in_review: false });
    const notes = await call(t.app, 'GET', '/api/notifications', { token: risky.token });
    expect(notes.json().data[0]).toMatchObject({ type: 'top_up_approved', data: { amount: 30_000 } });

    const rejected = await call(t.app, 'POST', `/api/admin/payments/${short.id}/reject`, {
      token: admin.token,
      body: { reason: 'Paid ৳100 instead of ৳300; refunded through SSLCommerz' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected' });
    expect(await walletOf(t, short.user.id)).toBe(0);
    expect(await ledgerIsConsistent(t)).toBe(true);
  });

  it('refuses staff a gateway payment the gateway has not held (409), and non-staff always (403)', async () => {
    const waiting = await start('sslcommerz');
    const demo = await start('demo');
    for (const id of [waiting.id, demo.id]) {
      const answer = await call(t.app, 'POST', `/api/admin/payments/${id}/approve`, { token: admin.token });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toMatch(/still with its payment gateway/);
    }
    const own = await call(t.app, 'POST', `/api/admin/payments/${waiting.id}/approve`, {
      token: waiting.token,
    });
    expect(own.statusCode).toBe(403);
    expect(await walletOf(t, waiting.user.id)).toBe(0);
    expect(await walletOf(t, demo.user.id)).toBe(0);
  });
});
