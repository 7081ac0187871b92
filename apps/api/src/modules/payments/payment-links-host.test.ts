import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { newKey } from './payments-test-helpers.ts';

/*
 * Issue 12, item 1: a payer on http://127.0.0.1:PORT (APP_URL says localhost) goes to the demo
 * gateway and comes back on 127.0.0.1, where their session is; the referral link they share names
 * that host too.
 */
const HOST = '127.0.0.1:1234';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

describe('payment links on another host name', () => {
  it('the demo gateway is on the host asked, and sends the payer back relatively', async () => {
    const { token } = await registerUser(t.app);
    const started = await call(t.app, 'POST', '/api/payments/top-ups', {
      token,
      body: { method: 'demo', amount: 25_000 },
      headers: { host: HOST, 'idempotency-key': newKey() },
    });
    expect(started.statusCode).toBe(201);
    const { payment, redirect_url } = started.json().data;
    const gateway = new URL(redirect_url);
    expect(gateway.origin).toBe(`http://${HOST}`);
    expect(gateway.pathname).toBe(`/pay/demo/${payment.id}`);

    const page = await t.app.inject({
      method: 'GET',
      url: `${gateway.pathname}${gateway.search}`,
      headers: { host: HOST },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="/pay/demo/${payment.id}"`);
    expect(page.body).not.toContain('localhost:3000');

    const csrf = await getCsrf(t.app);
    const paid = await t.app.inject({
      method: 'POST',
      url: gateway.pathname,
      headers: { host: HOST, cookie: csrf.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        _token: csrf.token,
        sig: gateway.searchParams.get('sig') ?? '',
        action: 'pay',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/payment?id=${payment.id}&status=succeeded`);

    // A finished payment's page links back relatively as well.
    const after = await t.app.inject({
      method: 'GET',
      url: `${gateway.pathname}${gateway.search}`,
      headers: { host: HOST },
    });
    expect(after.body).toContain(`href="/payment?id=${payment.id}&amp;status=succeeded"`);
  });

  it('the referral link names the host asked', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'GET', '/api/referrals', { token, headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.link).toMatch(
      new RegExp(`^http://${HOST.replace(/\./g, '\\.')}/register\\?ref=`),
    );
  });
});
