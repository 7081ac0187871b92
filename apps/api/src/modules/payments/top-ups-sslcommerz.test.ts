import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { payments } from '../../db/schema/payments.ts';
import { amountToPoisha } from './methods/sslcommerz-api.ts';
import { ledgerIsConsistent, topUp, walletOf } from './payments-test-helpers.ts';
import { startStandIn, type TStandIn } from './sslcommerz-stand-in.ts';

let t: TTestApp;
let gateway: TStandIn;
beforeAll(async () => {
  gateway = await startStandIn();
  t = await createTestApp({
    rateLimitFactor: 100,
    payments: {
      demo: false,
      sslcommerz: { storeId: gateway.storeId, storePassword: gateway.storePassword, baseUrl: gateway.url },
    },
  });
});
afterAll(async () => {
  await t.close();
  await gateway.stop();
});

/** A form post as SSLCommerz makes it (no cookies, no CSRF token, no bearer). */
function post(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
const ipn = (fields: Record<string, string>) => post('/api/payments/sslcommerz/ipn', fields);

async function start(amount = 125_050) {
  const user = await registerUser(t.app);
  const response = await topUp(t.app, user.token, { method: 'sslcommerz', amount });
  expect(response.statusCode).toBe(201);
  const { payment, redirect_url } = response.json().data;
  return { ...user, id: payment.id as string, redirectUrl: redirect_url as string };
}

async function statusOf(id: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row?.status;
}

describe('SSLCommerz', () => {
  it('opens a session with our tran_id, amount and callback addresses and redirects to the gateway', async () => {
    const { id, redirectUrl, payload } = await start();
    expect(redirectUrl).toMatch(new RegExp(`^${gateway.url}/EasyCheckOut/`));
    const session = gateway.sessions.get(id);
    expect(session?.fields).toMatchObject({
      tran_id: id,
      total_amount: '1250.50',
      currency: 'BDT',
      success_url: 'http://localhost:3000/pay/sslcommerz/success',
      fail_url: 'http://localhost:3000/pay/sslcommerz/fail',
      cancel_url: 'http://localhost:3000/pay/sslcommerz/cancel',
      ipn_url: 'http://localhost:3000/api/payments/sslcommerz/ipn',
      cus_email: payload.email,
    });
    const methods = (await t.app.inject({ method: 'GET', url: '/api/payments/methods' })).json().data;
    expect(methods.map((m: { method: string }) => m.method)).toEqual(['sslcommerz']);
  });

  it('credits once after validation, when both the IPN and the success return arrive (and are replayed)', async () => {
    const { id, user, token } = await start();
    const paid = gateway.pay(id);
    const before = gateway.validations();
    const first = await ipn(paid);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe('succeeded');
    expect(gateway.validations()).toBe(before + 1);

    const back = await post('/pay/sslcommerz/success', paid);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment?id=${id}&status=succeeded`);
    const replays = await Promise.all([ipn(paid), ipn(paid), post('/pay/sslcommerz/success', paid)]);
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 303]);
    expect(await walletOf(t, user.id)).toBe(125_050);
    expect((await call(t.app, 'GET', `/api/payments/${id}`, { token })).json().data.status).toBe('succeeded');
    expect(await ledgerIsConsistent(t)).toBe(true);
  });

  it('credits once when the IPN and the return race each other', async () => {
    const { id, user } = await start(50_000);
    const paid = gateway.pay(id);
    await Promise.all([ipn(paid), post('/pay/sslcommerz/success', paid), ipn(paid)]);
    expect(await walletOf(t, user.id)).toBe(50_000);
  });

  it('ignores a forged IPN whose val_id the gateway does not know', async () => {
    const { id, user } = await start();
    const forged = gateway.sign({
      tran_id: id,
      val_id: 'forged-123',
      amount: '1250.50',
      currency: 'BDT',
      status: 'VALID',
    });
    const answer = await ipn(forged);
    expect(answer.json().data.status).toBe('pending');
    expect(await statusOf(id)).toBe('pending');
    expect(await walletOf(t, user.id)).toBe(0);
  });

  it("does not credit a genuine payment of another amount, or another payment's val_id", async () => {
    const cheap = await start(100_000);
    const underpaid = gateway.pay(cheap.id, { amount: '10.00' });
    // The post claims the full amount; the validation API tells the truth.
    await ipn({ ...underpaid, amount: '1000.00' });
    expect(await statusOf(cheap.id)).toBe('pending');
    expect(await walletOf(t, cheap.user.id)).toBe(0);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, cheap.id));
    expect(row?.providerData).toMatchObject({ review: 'amount_mismatch' });

    const other = await start(100_000);
    const paidOther = gateway.pay(other.id);
    const victim = await start(100_000);
    await ipn({ ...paidOther, tran_id: victim.id });
    expect(await statusOf(victim.id)).toBe('pending');
    expect(await walletOf(t, victim.user.id)).toBe(0);
  });

  it('holds a payment SSLCommerz marks as risky', async () => {
    const { id, user } = await start();
    await ipn(gateway.pay(id, { riskLevel: '1' }));
    expect(await statusOf(id)).toBe('pending');
    expect(await walletOf(t, user.id)).toBe(0);
  });

  it('fails or cancels only on a post signed with the store password', async () => {
    const failed = await start();
    const forged = gateway.sign({ tran_id: failed.id, status: 'FAILED' }, 'not-the-password');
    await post('/pay/sslcommerz/fail', forged);
    await ipn({ tran_id: failed.id, status: 'FAILED' });
    expect(await statusOf(failed.id)).toBe('pending');
    const back = await post('/pay/sslcommerz/fail', gateway.close(failed.id, 'FAILED'));
    expect(back.headers.location).toBe(`/payment?id=${failed.id}&status=failed`);

    const cancelled = await start();
    const answer = await post('/pay/sslcommerz/cancel', gateway.close(cancelled.id, 'CANCELLED'));
    expect(answer.headers.location).toContain('status=cancelled');
    // A later "success" for a closed payment changes nothing.
    await ipn(gateway.pay(cancelled.id));
    expect(await statusOf(cancelled.id)).toBe('cancelled');
    expect(await walletOf(t, cancelled.user.id)).toBe(0);
  });

  it('answers unknown transactions without touching anything', async () => {
    const answer = await ipn({ tran_id: 'not-ours', status: 'VALID', val_id: 'x' });
    expect(answer.json().data.status).toBe('ignored');
    const back = await post('/pay/sslcommerz/success', { tran_id: '00000000-0000-4000-8000-000000000000' });
    expect(back.headers.location).toBe('/payment?status=unknown');
  });

  it('rolls the payment back and answers 503 when the gateway refuses the session', async () => {
    const broken = await createTestApp({
      payments: {
        demo: false,
        sslcommerz: { storeId: 'wrong', storePassword: 'wrong', baseUrl: gateway.url },
      },
    });
    try {
      const { token } = await registerUser(broken.app);
      const response = await topUp(broken.app, token, { method: 'sslcommerz', amount: 5_000 });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'The payment gateway could not be reached. Please try again in a moment.',
      );
      expect(await broken.database.db.select().from(payments)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('amountToPoisha', () => {
  it('reads SSLCommerz amounts exactly', () => {
    expect(amountToPoisha('1250.50')).toBe(125_050n);
    expect(amountToPoisha('10')).toBe(1_000n);
    expect(amountToPoisha('10.5000')).toBe(1_050n);
    expect(amountToPoisha('10.505')).toBeUndefined();
    expect(amountToPoisha('-1')).toBeUndefined();
    expect(amountToPoisha('1e3')).toBeUndefined();
    expect(amountToPoisha(undefined)).toBeUndefined();
  });
});
