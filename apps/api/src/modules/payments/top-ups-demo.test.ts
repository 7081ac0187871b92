import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { ledgerIsConsistent, topUp, walletOf } from './payments-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function startDemo(token: string, amount = 25_000) {
  const response = await topUp(t.app, token, { method: 'demo', amount });
  expect(response.statusCode).toBe(201);
  const { payment, redirect_url } = response.json().data as { payment: { id: string }; redirect_url: string };
  const url = new URL(redirect_url);
  return {
    id: payment.id,
    path: url.pathname,
    sig: url.searchParams.get('sig') ?? '',
    url: `${url.pathname}${url.search}`,
  };
}

/** Presses a button of the demo page the way a browser does (form post with the CSRF field). */
async function press(path: string, sig: string, action: string) {
  const csrf = await getCsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { cookie: csrf.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ _token: csrf.token, sig, action }).toString(),
  });
}

describe('demo gateway', () => {
  it('is on by default outside production and redirects to its own hosted page', async () => {
    const { token } = await registerUser(t.app);
    const demo = await startDemo(token);
    expect(demo.path).toBe(`/pay/demo/${demo.id}`);
    const page = await t.app.inject({ method: 'GET', url: demo.url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('৳250.00');
    expect(page.body).toMatch(/name="_token" value="[^"]+"/);
    for (const action of ['pay', 'fail', 'cancel']) expect(page.body).toContain(`value="${action}"`);
  });

  it("shows the page in the payer's language", async () => {
    const { token } = await registerUser(t.app);
    await call(t.app, 'PATCH', '/api/users/me', { token, body: { language: 'bn' } });
    const demo = await startDemo(token, 150_000);
    const page = await t.app.inject({ method: 'GET', url: demo.url });
    expect(page.body).toContain('lang="bn');
    expect(page.body).toContain('ডেমো পেমেন্ট');
    expect(page.body).toContain('৳১,৫০০.০০');
  });

  it('Pay credits the wallet once, however often it is pressed, and redirects to /payment', async () => {
    const { token, user } = await registerUser(t.app);
    const demo = await startDemo(token);
    const answers = await Promise.all([press(demo.path, demo.sig, 'pay'), press(demo.path, demo.sig, 'pay')]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`/payment?id=${demo.id}&status=succeeded`);
    }
    const late = await press(demo.path, demo.sig, 'cancel');
    expect(late.headers.location).toContain('status=succeeded');
    expect(await walletOf(t, user.id)).toBe(25_000);
    const payment = await call(t.app, 'GET', `/api/payments/${demo.id}`, { token });
    expect(payment.json().data.status).toBe('succeeded');
    const notes = await call(t.app, 'GET', '/api/notifications', { token });
    expect(notes.json().data.map((n: { type: string }) => n.type)).toEqual(['top_up_succeeded']);
    expect(await ledgerIsConsistent(t)).toBe(true);
  });

  it('Fail and Cancel end the payment without money', async () => {
    const { token, user } = await registerUser(t.app);
    for (const [action, status] of [
      ['fail', 'failed'],
      ['cancel', 'cancelled'],
    ]) {
      const demo = await startDemo(token);
      const answer = await press(demo.path, demo.sig, action as string);
      expect(answer.headers.location).toBe(`/payment?id=${demo.id}&status=${status}`);
      const pay = await press(demo.path, demo.sig, 'pay');
      expect(pay.headers.location).toContain(`status=${status}`);
    }
    expect(await walletOf(t, user.id)).toBe(0);
  });

  it('refuses a wrong signature, a missing CSRF token and unknown payments', async () => {
    const { token, user } = await registerUser(t.app);
    const demo = await startDemo(token);
    expect((await t.app.inject({ method: 'GET', url: demo.path })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${demo.path}?sig=${'0'.repeat(64)}` })).statusCode,
    ).toBe(404);
    expect((await press(demo.path, 'forged', 'pay')).statusCode).toBe(404);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: demo.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ sig: demo.sig, action: 'pay' }).toString(),
    });
    expect(noCsrf.statusCode).toBe(419);
    expect((await t.app.inject({ method: 'GET', url: '/pay/demo/not-a-uuid?sig=x' })).statusCode).toBe(404);
    expect(await walletOf(t, user.id)).toBe(0);
  });

  it('is off in production unless switched on', async () => {
    const production = await createTestApp({ env: 'production' });
    try {
      const { token } = await registerUser(production.app);
      const started = await topUp(production.app, token, { method: 'demo', amount: 5_000 });
      expect(started.statusCode).toBe(422);
    } finally {
      await production.close();
    }
  });
});
