import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { csrf, expect, linkFrom, newestMail, withDatabase } from './fixtures.ts';

/*
 * Money through the API for the browser tests of issue 6 (wallet, payments, notifications, staff
 * queue): headers with bearer, CSRF and Idempotency-Key, demo-gateway funding, manual top-ups,
 * transfers and the wallet as the server sees it.
 */

type TWithToken = { token: string };

/** Bearer + CSRF headers for a state-changing call; an Idempotency-Key when given. */
export async function authHeaders(request: APIRequestContext, token: string, idempotencyKey?: string) {
  return {
    Authorization: `Bearer ${token}`,
    'X-CSRF-TOKEN': await csrf(request),
    ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
  };
}

/** A bKash/Nagad-shaped TrxID (10 upper-case letters and digits) unique to this run. */
export function trxId(prefix = 'T'): string {
  return `${prefix}${randomUUID().replace(/-/g, '').toUpperCase()}`.slice(0, 10);
}

/** Tops `user` up by `poisha` through the demo gateway: start it by API, press its Pay button. */
export async function fund(request: APIRequestContext, user: TWithToken, poisha: number): Promise<void> {
  const start = await request.post('/api/payments/top-ups', {
    headers: await authHeaders(request, user.token, randomUUID()),
    data: { method: 'demo', amount: poisha },
  });
  const json = await start.json();
  expect(start.status(), JSON.stringify(json)).toBe(201);
  const url = new URL(json.data.redirect_url as string);
  const page = await request.get(`${url.pathname}${url.search}`);
  expect(page.status()).toBe(200);
  const token = /name="_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const pay = await request.post(url.pathname, {
    form: { _token: token, sig: url.searchParams.get('sig') ?? '', action: 'pay' },
    maxRedirects: 0,
  });
  expect(pay.status()).toBe(303);
  expect(pay.headers().location).toContain('status=succeeded');
}

/** Starts a manual bKash (or Nagad) top-up for `user`; answers its payment id. */
export async function manualTopUp(
  request: APIRequestContext,
  user: TWithToken,
  poisha: number,
  options: { method?: 'manual_bkash' | 'manual_nagad'; trx?: string } = {},
): Promise<string> {
  const answer = await request.post('/api/payments/top-ups', {
    headers: await authHeaders(request, user.token, randomUUID()),
    data: {
      method: options.method ?? 'manual_bkash',
      amount: poisha,
      transaction_id: options.trx ?? trxId(),
    },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data.payment.id as string;
}

/** `from` sends `poisha` to `to` (by email), with an optional note. */
export async function sendByApi(
  request: APIRequestContext,
  from: TWithToken,
  to: { email: string },
  poisha: number,
  note?: string,
): Promise<void> {
  const answer = await request.post('/api/wallet/transfers', {
    headers: await authHeaders(request, from.token, randomUUID()),
    data: { recipient: to.email, amount: poisha, ...(note ? { note } : {}) },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The user's wallet as the server answers it (poisha): spendable, held for withdrawals, currency. */
export async function walletOf(request: APIRequestContext, user: TWithToken) {
  const answer = await request.get('/api/wallet', { headers: { Authorization: `Bearer ${user.token}` } });
  expect(answer.ok()).toBeTruthy();
  const { balance, held, currency } = (await answer.json()).data;
  return { balance, held, currency } as { balance: number; held: number; currency: string };
}

/** The user opens the verification link mailed at registration (through the API). */
export async function verifyEmailByApi(request: APIRequestContext, user: { email: string }): Promise<void> {
  const link = linkFrom((await newestMail(user.email)).text, '/verify-email');
  const token = new URL(link, 'http://x').searchParams.get('token');
  const answer = await request.post('/api/auth/verify-email', {
    headers: { 'X-CSRF-TOKEN': await csrf(request) },
    data: { token },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Makes a registered user staff, straight in the test database (a second staff member for maker–checker). */
export async function promoteToAdmin(email: string): Promise<void> {
  await withDatabase((client) =>
    client.query(`update users set role = 'admin' where lower(email) = lower($1)`, [email]),
  );
}
