import { formatWait } from '@haat/shared';
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

async function post(
  url: string,
  body: unknown,
  ip: string,
  options: { token?: string; cookie?: string; lang?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.lang) headers['x-locale'] = options.lang;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  else {
    const csrf = await getCsrf(t.app);
    headers.cookie = [csrf.cookie, options.cookie].filter(Boolean).join('; ');
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

/** The device cookie a successful sign-in set, as a `name=value` pair. */
function deviceCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'haat_device');
  if (!cookie) throw new Error('no device cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Asserts a 429 in the error shape with a Retry-After (seconds) of at most `maxSeconds` and the wait in words. */
function expectLimited(response: LightMyRequestResponse, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  expect(response.json()).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: `Too many attempts. Please try again in ${formatWait('en', retryAfter)}.`,
  });
  return retryAfter;
}

async function userCount() {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** Ends every running wait, as if the time had passed (the counts stay). */
const endWaits = () =>
  t.database.db.execute(sql`UPDATE rate_limits SET reset_at = now() WHERE reset_at > now()`);

const wrong = (login: string, ip = freshIp(), cookie?: string) =>
  post('/api/auth/login', { login, password: 'wrong-password' }, ip, { cookie });

describe('login: per-account throttle', () => {
  it('after 5 failures asks for growing waits, and refused attempts do not count', async () => {
    const { payload } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await wrong(payload.email)).statusCode).toBe(422);
    const first = expectLimited(await wrong(payload.email), 30);
    // Hammering during the wait changes nothing.
    for (let i = 0; i < 5; i++)
      expect(expectLimited(await wrong(payload.email), 30)).toBeLessThanOrEqual(first);
    await endWaits();
    expect((await wrong(payload.email)).statusCode).toBe(422);
    expect(expectLimited(await wrong(payload.email), 60)).toBeGreaterThan(30);
  });

  it('counts the email and every form of the phone number against one account', async () => {
    const { payload } = await registerUser(t.app, { phone: '01755555555' });
    for (const login of [
      payload.email,
      '01755555555',
      '+8801755555555',
      '880 1755-555555',
      payload.email.toUpperCase(),
    ])
      expect((await wrong(login)).statusCode).toBe(422);
    expectLimited(
      await post('/api/auth/login', { login: '0 1755 55 55 55', password: payload.password }, freshIp()),
      30,
    );
  });

  it('lets the owner in with the right password from a browser that signed in before, while strangers wait', async () => {
    const home = freshIp();
    const { payload } = await registerUser(t.app);
    const first = await post('/api/auth/login', { login: payload.email, password: payload.password }, home);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);
    for (let i = 0; i < 5; i++) expect((await wrong(payload.email)).statusCode).toBe(422);
    expectLimited(await wrong(payload.email), 30);
    // The right password from an unknown browser and address waits like any other attempt…
    expectLimited(
      await post('/api/auth/login', { login: payload.email, password: payload.password }, freshIp()),
      30,
    );
    // …but the owner's browser, from anywhere, gets in.
    const owner = await post(
      '/api/auth/login',
      { login: payload.email, password: payload.password },
      freshIp(),
      { cookie },
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token).toMatch(/\|/);
    // A forged or foreign cookie is no key.
    const forged = cookie.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'));
    expectLimited(
      await post('/api/auth/login', { login: payload.email, password: payload.password }, freshIp(), {
        cookie: forged,
      }),
      30,
    );
    // The known browser has a throttle of its own.
    for (let i = 0; i < 5; i++) expect((await wrong(payload.email, freshIp(), cookie)).statusCode).toBe(422);
    expectLimited(await wrong(payload.email, freshIp(), cookie), 30);
  });

  it('lets the owner in from an address the account signed in from, while strangers wait', async () => {
    const home = freshIp();
    const { payload } = await registerUser(t.app);
    expect(
      (await post('/api/auth/login', { login: payload.email, password: payload.password }, home)).statusCode,
    ).toBe(200);
    for (let i = 0; i < 6; i++) await wrong(payload.email);
    expectLimited(await wrong(payload.email), 30);
    expect(
      (await post('/api/auth/login', { login: payload.email, password: payload.password }, home)).statusCode,
    ).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const { payload } = await registerUser(t.app);
    for (let i = 0; i < 4; i++) expect((await wrong(payload.email)).statusCode).toBe(422);
    const right = await post(
      '/api/auth/login',
      { login: payload.email, password: payload.password },
      freshIp(),
    );
    expect(right.statusCode).toBe(200);
    expect((await wrong(payload.email)).statusCode).toBe(422);
    expectLimited(await wrong(payload.email), 30);
  });

  it('answers an unknown account exactly like a known one (no enumeration)', async () => {
    const { payload } = await registerUser(t.app);
    const ghost = `ghost-${Date.now()}@example.com`;
    for (const login of [payload.email, ghost]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await wrong(login)).statusCode);
      expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    }
    const [known, unknown] = [await wrong(payload.email), await wrong(ghost)];
    expect(unknown.json()).toEqual(known.json());
  });

  it('shows the wait in the user’s language, Retry-After in seconds', async () => {
    const { payload } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) await wrong(payload.email);
    const response = await post('/api/auth/login', { login: payload.email, password: 'x' }, freshIp(), {
      lang: 'bn',
    });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    expect(response.json().message).toBe('অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে ১ মিনিট পরে আবার চেষ্টা করুন।');
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
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('many people behind one address (carrier-grade NAT)', () => {
  it('lets 40 people sign in and 15 register from one address within minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 15; i++)
      expect((await post('/api/auth/register', newRegistration(), ip)).statusCode).toBe(201);
    const people = await Promise.all(Array.from({ length: 25 }, () => registerUser(t.app)));
    for (const { payload } of people)
      expect(
        (await post('/api/auth/login', { login: payload.email, password: payload.password }, ip)).statusCode,
      ).toBe(200);
  });

  it('limits one email to 10 registration attempts an hour, whatever the address, creating nothing after', async () => {
    const { payload: taken } = await registerUser(t.app);
    // The registration itself was the first attempt with this email.
    for (let i = 0; i < 9; i++) {
      const response = await post('/api/auth/register', newRegistration({ email: taken.email }), freshIp());
      expect(response.statusCode).toBe(422);
    }
    const before = await userCount();
    for (let i = 0; i < 5; i++)
      expectLimited(
        await post('/api/auth/register', newRegistration({ email: taken.email }), freshIp()),
        3600,
      );
    expect(await userCount()).toBe(before);
    // Refused attempts were not counted: the counter stays at its limit.
    const rows = await t.database.db.execute<{ hits: number }>(
      sql`SELECT hits FROM rate_limits WHERE key = ${`register-email:${taken.email}`}`,
    );
    expect(Number(rows.rows[0]?.hits)).toBe(10);
  });
});

describe('forgot-password', () => {
  it('mails one account at most 3 times in 15 minutes; the owner’s browser is counted apart', async () => {
    const { payload } = await registerUser(t.app);
    const signIn = await post(
      '/api/auth/login',
      { login: payload.email, password: payload.password },
      freshIp(),
    );
    const cookie = deviceCookie(signIn);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/forgot-password', { email: payload.email }, freshIp())).statusCode).toBe(
        200,
      );
    expectLimited(
      await post('/api/auth/forgot-password', { email: payload.email.toUpperCase() }, freshIp()),
      900,
    );
    expect(
      (await post('/api/auth/forgot-password', { email: payload.email }, freshIp(), { cookie })).statusCode,
    ).toBe(200);
    const resets = (await t.mails()).filter(
      (m) => m.to === payload.email && m.subject === 'Reset your password',
    );
    expect(resets).toHaveLength(4);
  });

  it('limits an unknown address the same way (no account enumeration)', async () => {
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/api/auth/forgot-password', { email: 'ghost@example.com' }, freshIp())).statusCode,
      ).toBe(200);
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
    for (let i = 0; i < 100; i++) expect((await spoofed(i)).statusCode).toBe(200);
    expectLimited(await spoofed(100), 900);
  });
});

describe('reset-password and verify-email', () => {
  it('limit reset attempts to 100 per IP in 15 minutes', async () => {
    const ip = freshIp();
    const body = {
      token: 'x'.repeat(43),
      email: 'a@example.com',
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    };
    for (let i = 0; i < 100; i++)
      expect((await post('/api/auth/reset-password', body, ip)).statusCode).toBe(422);
    expectLimited(await post('/api/auth/reset-password', body, ip), 900);
  });

  it('limit verification attempts to 200 per IP in 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 200; i++)
      expect((await post('/api/auth/verify-email', { token: `guess-${i}` }, ip)).statusCode).toBe(422);
    expectLimited(await post('/api/auth/verify-email', { token: 'guess-x' }, ip), 900);
  });
});

describe('signed-in actions', () => {
  it('resends the verification mail at most 3 times in 15 minutes per user', async () => {
    const { token, payload } = await registerUser(t.app);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/email/resend', undefined, freshIp(), { token })).statusCode).toBe(200);
    expectLimited(await post('/api/auth/email/resend', undefined, freshIp(), { token }), 900);
    // One mail from registration and three resends; none for the refused one.
    expect((await t.mails()).filter((m) => m.to === payload.email)).toHaveLength(4);

    const other = await registerUser(t.app);
    expect(
      (await post('/api/auth/email/resend', undefined, freshIp(), { token: other.token })).statusCode,
    ).toBe(200);
  });

  it('allows 5 failed change-password attempts in 15 minutes per user; a success does not count', async () => {
    const { token, payload } = await registerUser(t.app);
    const body = {
      current_password: 'wrong-password',
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    };
    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/change-password', body, freshIp(), { token })).statusCode).toBe(422);
    const changed = await post(
      '/api/auth/change-password',
      { ...body, current_password: payload.password },
      freshIp(),
      {
        token,
      },
    );
    expect(changed.statusCode).toBe(200);
    const next = changed.json().data.token as string;
    expect((await post('/api/auth/change-password', body, freshIp(), { token: next })).statusCode).toBe(422);
    expectLimited(
      await post('/api/auth/change-password', { ...body, current_password: 'new-pass-123' }, freshIp(), {
        token: next,
      }),
      900,
    );
  });
});
