import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  registerUser,
  startInstance,
  type TTestApp,
  type TTestInstance,
} from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { requestKind } from './maintenance-plugin.ts';

/* Issue 17 item 6: the registration switch, maintenance mode and the public status. */

let t: TTestApp;
let admin: Awaited<ReturnType<typeof registerUser>>;
let moderator: Awaited<ReturnType<typeof registerUser>>;
let user: Awaited<ReturnType<typeof registerUser>>;
beforeAll(async () => {
  // Listening for change signals, as every server does (decision 072).
  t = await createTestApp({ rateLimitFactor: 100 }, { signals: true });
  admin = await registerUser(t.app);
  moderator = await registerUser(t.app);
  user = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await t.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
});
afterAll(() => t.close());

const settings = (body: Record<string, unknown>, app = t.app) =>
  call(app, 'PATCH', '/api/admin/settings', { token: admin.token, body });
const status = async (app = t.app, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/api/system/status', headers })).json().data;
const login = (payload: { email: string; password: string }) =>
  call(t.app, 'POST', '/api/auth/login', { body: { login: payload.email, password: payload.password } });

describe('GET /api/system/status', () => {
  it('is public, small and cacheable for a few seconds', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/system/status' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=5');
    expect(answer.json().data).toEqual({
      registration_open: true,
      maintenance: { on: false, message: null },
    });
  });
});

describe('registration closed', () => {
  it('refuses sign-up with 403 and a clear message; sign-in and staff invitations still work', async () => {
    expect((await settings({ registration_open: false })).statusCode).toBe(200);
    try {
      expect((await status()).registration_open).toBe(false);
      const refused = await call(t.app, 'POST', '/api/auth/register', {
        body: { name: 'Late Comer', email: 'late@example.com' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: 'Registration is closed for now. Please try again later.',
      });
      const inBengali = await call(t.app, 'POST', '/api/auth/register', {
        body: {},
        headers: { 'x-locale': 'bn' },
      });
      expect(inBengali.json().message).toContain('নিবন্ধন বন্ধ');
      await expect(registerUser(t.app)).rejects.toThrow(/403/);

      expect((await login(user.payload)).statusCode).toBe(200);

      const invited = await call(t.app, 'POST', '/api/admin/users', {
        token: admin.token,
        body: {
          name: 'Invited Person',
          email: 'invited-x5@example.com',
          phone: '01911-223344',
          country: 'BD',
        },
      });
      expect(invited.statusCode).toBe(201);
    } finally {
      await settings({ registration_open: true });
    }
    expect((await status()).registration_open).toBe(true);
    expect((await registerUser(t.app)).token).toBeTruthy();
  });
});

describe('maintenance mode', () => {
  it('answers 503 MAINTENANCE with the staff message to users and visitors; staff, sign-in and the status stay open', async () => {
    const message = 'Upgrading the database <b>now</b>. Back at 10 pm.';
    expect((await settings({ maintenance_mode: true, maintenance_message: message })).statusCode).toBe(200);
    try {
      // A signed-in user, and a visitor.
      for (const token of [user.token, undefined]) {
        for (const [method, url] of [
          ['GET', '/user'],
          ['GET', '/api/wallet'],
          ['GET', '/api/directory/businesses'],
          ['POST', '/api/cart/items'],
        ] as const) {
          const answer = await call(t.app, method, url, { token, body: method === 'POST' ? {} : undefined });
          expect(answer.statusCode, `${method} ${url}`).toBe(503);
          expect(answer.json(), url).toEqual({ success: false, code: 'MAINTENANCE', message });
          expect(answer.headers['retry-after']).toBe('120');
        }
      }
      // A moderator is staff too.
      for (const token of [admin.token, moderator.token]) {
        expect((await call(t.app, 'GET', '/user', { token })).statusCode).toBe(200);
        expect((await call(t.app, 'GET', '/api/notifications', { token })).statusCode).toBe(200);
      }
      expect((await call(t.app, 'GET', '/api/admin/settings', { token: admin.token })).statusCode).toBe(200);

      // Signing in stays open so staff get in; anyone else with the right password is told the
      // message and gets no session (a wrong password is still just wrong).
      const refused = await login(user.payload);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ success: false, code: 'MAINTENANCE', message });
      expect(refused.json().data).toBeUndefined();
      const wrong = await login({ ...user.payload, password: 'Wrong-Password-123!' });
      expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
      const staffSignIn = await login(admin.payload);
      expect(staffSignIn.statusCode).toBe(200);
      const fresh = staffSignIn.json().data.token as string;
      expect((await call(t.app, 'POST', '/api/auth/login/two-factor', { body: {} })).statusCode).toBe(422);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/csrf' })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await call(t.app, 'POST', '/logout', { token: fresh })).statusCode).toBeLessThan(400);
      expect(await status()).toEqual({ registration_open: true, maintenance: { on: true, message } });

      // Pages: the notice with the message (escaped), 503, never cached; the sign-in page stays open.
      const page = await t.app.inject({
        method: 'GET',
        url: '/business?q=x',
        headers: { accept: 'text/html' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('data-testid="maintenance-page"');
      expect(page.body).toContain('Upgrading the database &lt;b&gt;now&lt;/b&gt;. Back at 10 pm.');
      expect(page.body).toContain('href="/login"');
      expect(page.body).not.toContain('<b>now</b>');
      const product = await t.app.inject({ method: 'GET', url: '/p/some-product?lang=ar' });
      expect(product.statusCode).toBe(503);
      expect(product.body).toContain('دخول الموظفين');
      expect((await t.app.inject({ method: 'GET', url: '/login' })).statusCode).not.toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/robots.txt' })).statusCode).toBe(200);
    } finally {
      await settings({ maintenance_mode: false, maintenance_message: '' });
    }
    expect((await call(t.app, 'GET', '/user', { token: user.token })).statusCode).toBe(200);
    expect((await status()).maintenance).toEqual({ on: false, message: null });
  });

  it('without a message of their own, visitors read the default wording in their language', async () => {
    await settings({ maintenance_mode: true });
    try {
      const english = await call(t.app, 'GET', '/api/wallet', { token: user.token });
      expect(english.json().message).toBe(
        "Haat is down for maintenance. We'll be back shortly — thank you for your patience.",
      );
      const bengali = await call(t.app, 'GET', '/api/wallet', {
        token: user.token,
        headers: { 'x-locale': 'bn' },
      });
      expect(bengali.json().message).toContain('রক্ষণাবেক্ষণ');
      expect((await status(t.app, { 'x-locale': 'fr' })).maintenance.message).toContain('maintenance');
    } finally {
      await settings({ maintenance_mode: false });
    }
  });

  it('classifies requests: the API, pages, and what stays open', () => {
    expect(requestKind('GET', '/api/wallet')).toBe('api');
    expect(requestKind('GET', '/user')).toBe('api');
    expect(requestKind('POST', '/api/auth/register')).toBe('api');
    expect(requestKind('POST', '/api/auth/forgot-password')).toBe('api');
    expect(requestKind('POST', '/api/auth/login')).toBe('open');
    expect(requestKind('POST', '/api/auth/login/two-factor')).toBe('open');
    expect(requestKind('POST', '/logout')).toBe('open');
    expect(requestKind('GET', '/api/system/status')).toBe('open');
    expect(requestKind('POST', '/api/payments/sslcommerz/ipn')).toBe('open');
    expect(requestKind('POST', '/pay/sslcommerz/success')).toBe('open');
    expect(requestKind('GET', '/assets/abc123.js')).toBe('open');
    expect(requestKind('GET', '/login')).toBe('open');
    expect(requestKind('GET', '/')).toBe('page');
    expect(requestKind('GET', '/marketplace')).toBe('page');
    expect(requestKind('GET', '/admin/settings')).toBe('page');
    expect(requestKind('POST', '/c/some-card/contact')).toBe('page');
    expect(requestKind('OPTIONS', '/api/wallet')).toBe('open');
  });
});

describe('two instances on one database', () => {
  let b: TTestInstance;
  beforeAll(async () => {
    b = await startInstance(t);
  });
  afterAll(() => b.close());

  /**
   * Asks `check` every 50 ms for at most 3 seconds: B keeps settings for 5, so only A's change
   * signal (LISTEN/NOTIFY, decision 072) can make B see the change this soon. It normally takes a
   * few milliseconds; 3 seconds leaves room for a busy machine.
   */
  async function withinSignal(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > 3_000) throw new Error('not seen within 3 seconds');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - started;
  }

  it('a change made on A is seen on B at once (change signals), without a restart', async () => {
    // B has read (and cached) the settings before the change.
    expect((await status(b.app)).maintenance.on).toBe(false);
    expect((await call(b.app, 'GET', '/user', { token: user.token })).statusCode).toBe(200);

    expect(
      (await settings({ maintenance_mode: true, maintenance_message: 'Moving servers' })).statusCode,
    ).toBe(200);
    try {
      await withinSignal(async () => (await status(b.app)).maintenance.on === true);
      const refused = await call(b.app, 'GET', '/user', { token: user.token });
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Moving servers');
      expect((await call(b.app, 'GET', '/user', { token: admin.token })).statusCode).toBe(200);

      // The registration switch reaches B the same way.
      await settings({ registration_open: false });
      await withinSignal(async () => (await status(b.app)).registration_open === false);
    } finally {
      await settings({ maintenance_mode: false, maintenance_message: '', registration_open: true });
    }
    await withinSignal(
      async () => (await call(b.app, 'GET', '/user', { token: user.token })).statusCode === 200,
    );
    await withinSignal(async () => (await status(b.app)).registration_open === true);
  });
});
