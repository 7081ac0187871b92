import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getCsrf, newRegistration, registerUser, type TTestApp } from '../../test/test-app.ts';
import { users } from '../db/schema/users.ts';

// The real limits (RATE_LIMIT_FACTOR = 1). Each scenario comes from its own IP address so they do not mix.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1 });
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function post(url: string, body: unknown, ip: string, token?: string): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  else {
    const csrf = await getCsrf(t.app);
    headers.cookie = csrf.cookie;
    headers['x-csrf-token'] = csrf.token;
  }
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    remoteAddress: ip,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** Asserts a 429 in the error shape with a Retry-After of at most `windowSeconds`. */
function expectLimited(response: LightMyRequestResponse, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: `Too many attempts. Please try again in ${retryAfter} seconds.`,
  });
}

async function userCount() {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

describe('login', () => {
  it('locks an account after 10 attempts in 15 minutes, whatever the IP, even with the right password', async () => {
    const { payload } = await registerUser(t.app);
    for (let i = 0; i < 10; i++) {
      const response = await post(
        '/api/auth/login',
        { login: payload.email, password: 'wrong-password' },
        freshIp(),
      );
      expect(response.statusCode).toBe(422);
    }
    expectLimited(
      await post('/api/auth/login', { login: payload.email, password: 'wrong-password' }, freshIp()),
      900,
    );
    const right = await post(
      '/api/auth/login',
      { login: payload.email.toUpperCase(), password: payload.password },
      freshIp(),
    );
    expectLimited(right, 900);
    expect(right.json().data).toBeUndefined();

    // Another account from the same kind of place is not affected.
    const other = await registerUser(t.app);
    const ok = await post(
      '/api/auth/login',
      { login: other.payload.email, password: other.payload.password },
      freshIp(),
    );
    expect(ok.statusCode).toBe(200);

    // Once the window has passed the account can sign in again.
    await t.database.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    const later = await post(
      '/api/auth/login',
      { login: payload.email, password: payload.password },
      freshIp(),
    );
    expect(later.statusCode).toBe(200);
  });

  it('counts every way of writing the same phone number against one account', async () => {
    const { payload } = await registerUser(t.app, { phone: '01755555555' });
    const forms = [
      '01755555555',
      '+8801755555555',
      '880 1755-555555',
      '8801755555555',
      '00880 1755 555555',
      '+880 1755 555555',
      '017-5555-5555',
      '0175 555 5555',
      '880-1755-555555',
      '+880-1755-555-555',
    ];
    for (const login of forms) {
      const response = await post('/api/auth/login', { login, password: 'wrong-password' }, freshIp());
      expect(response.statusCode).toBe(422);
    }
    expectLimited(
      await post('/api/auth/login', { login: '0 1755 55 55 55', password: payload.password }, freshIp()),
      900,
    );
    // Signing in by email is counted separately.
    const byEmail = await post(
      '/api/auth/login',
      { login: payload.email, password: payload.password },
      freshIp(),
    );
    expect(byEmail.statusCode).toBe(200);
  });

  it('limits one IP to 20 attempts a minute across accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const response = await post('/api/auth/login', { login: `nobody${i}@example.com`, password: 'x' }, ip);
      expect(response.statusCode).toBe(422);
    }
    const { payload } = await registerUser(t.app);
    expectLimited(
      await post('/api/auth/login', { login: payload.email, password: payload.password }, ip),
      60,
    );
    // Another IP is not affected.
    const elsewhere = await post(
      '/api/auth/login',
      { login: payload.email, password: payload.password },
      freshIp(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('scales with RATE_LIMIT_FACTOR', async () => {
    const strict = await createTestApp({ rateLimitFactor: 0.1 });
    try {
      const csrf = await getCsrf(strict.app);
      const attempt = () =>
        strict.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
          payload: { login: 'someone@example.com', password: 'wrong-password' },
        });
      expect((await attempt()).statusCode).toBe(422);
      expectLimited(await attempt(), 900);
    } finally {
      await strict.close();
    }
  });
});

describe('registration', () => {
  it('allows 10 attempts an hour per IP, then answers 429 and creates nothing', async () => {
    const ip = freshIp();
    const { payload: taken } = await registerUser(t.app);
    for (let i = 0; i < 10; i++) {
      // Refused (duplicate) attempts count too.
      const response = await post('/api/auth/register', newRegistration({ email: taken.email }), ip);
      expect(response.statusCode).toBe(422);
    }
    const before = await userCount();
    const payload = newRegistration();
    expectLimited(await post('/api/auth/register', payload, ip), 3600);
    expect(await userCount()).toBe(before);
    expect((await t.mails()).filter((m) => m.to === payload.email)).toHaveLength(0);
    // Another IP can still register.
    expect((await post('/api/auth/register', newRegistration(), freshIp())).statusCode).toBe(201);
  });
});

describe('forgot-password', () => {
  it('mails one address at most 3 times in 15 minutes, answering 429 after', async () => {
    const { payload } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/forgot-password', { email: payload.email }, freshIp())).statusCode).toBe(
        200,
      );
    }
    expectLimited(
      await post('/api/auth/forgot-password', { email: payload.email.toUpperCase() }, freshIp()),
      900,
    );
    const resets = (await t.mails()).filter(
      (m) => m.to === payload.email && m.subject === 'Reset your password',
    );
    expect(resets).toHaveLength(3);
  });

  it('limits an unknown address the same way (no account enumeration)', async () => {
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/auth/forgot-password', { email: 'ghost@example.com' }, freshIp())).statusCode,
      ).toBe(200);
    }
    expectLimited(await post('/api/auth/forgot-password', { email: 'ghost@example.com' }, freshIp()), 900);
  });

  it('counts by the connecting address, ignoring a spoofed X-Forwarded-For (TRUST_PROXY off)', async () => {
    const ip = freshIp();
    const spoofed = async (i: number) => {
      const csrf = await getCsrf(t.app);
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        remoteAddress: ip,
        headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token, 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `spoof${i}@example.com` },
      });
    };
    for (let i = 0; i < 10; i++) expect((await spoofed(i)).statusCode).toBe(200);
    expectLimited(await spoofed(10), 900);
  });

  it('limits one IP to 10 requests in 15 minutes across addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await post('/api/auth/forgot-password', { email: `someone${i}@example.com` }, ip)).statusCode,
      ).toBe(200);
    }
    expectLimited(await post('/api/auth/forgot-password', { email: 'another@example.com' }, ip), 900);
  });
});

describe('reset-password and verify-email', () => {
  it('limit reset attempts to 10 per IP in 15 minutes', async () => {
    const ip = freshIp();
    const body = {
      token: 'x'.repeat(43),
      email: 'a@example.com',
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    };
    for (let i = 0; i < 10; i++)
      expect((await post('/api/auth/reset-password', body, ip)).statusCode).toBe(422);
    expectLimited(await post('/api/auth/reset-password', body, ip), 900);
  });

  it('limit verification attempts to 20 per IP in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++)
      expect((await post('/api/auth/verify-email', { token: `guess-${i}` }, ip)).statusCode).toBe(422);
    expectLimited(await post('/api/auth/verify-email', { token: 'guess-x' }, ip), 900);
  });
});

describe('signed-in actions', () => {
  it('resends the verification mail at most 3 times in 15 minutes per user', async () => {
    const { token, payload } = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/email/resend', undefined, freshIp(), token)).statusCode).toBe(200);
    expectLimited(await post('/api/auth/email/resend', undefined, freshIp(), token), 900);
    // One mail from registration and three resends; none for the refused one.
    expect((await t.mails()).filter((m) => m.to === payload.email)).toHaveLength(4);

    const other = await registerUser(t.app);
    expect((await post('/api/auth/email/resend', undefined, freshIp(), other.token)).statusCode).toBe(200);
  });

  it('allows 5 change-password attempts in 15 minutes per user', async () => {
    const { token, payload } = await registerUser(t.app);
    const body = {
      current_password: 'wrong-password',
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    };
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/change-password', body, freshIp(), token)).statusCode).toBe(422);
    expectLimited(
      await post(
        '/api/auth/change-password',
        { ...body, current_password: payload.password },
        freshIp(),
        token,
      ),
      900,
    );
  });
});
