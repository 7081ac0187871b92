import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { authTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const UNAUTHENTICATED = { success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' };

let t: TTestApp;
beforeAll(async () => {
  // Rate limits are tested in rate-limit.test.ts.
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function login(email: string, password: string, headers: Record<string, string> = {}) {
  const response = await call(t.app, 'POST', '/api/auth/login', {
    body: { login: email, password },
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

const idOf = (token: string) => token.split('|')[0] ?? '';
const getUser = (token: string) => call(t.app, 'GET', '/user', { token });

async function tokenRows(userId: string) {
  return t.database.db.select().from(authTokens).where(eq(authTokens.userId, userId));
}

describe('GET /user', () => {
  it('answers the signed-in user object (also at /api/auth/user)', async () => {
    const { token, user, payload } = await registerUser(t.app);
    for (const url of ['/user', '/api/auth/user']) {
      const response = await call(t.app, 'GET', url, { token });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: user.id,
        name: payload.name,
        email: payload.email,
        phone: user.phone,
        country: 'BD',
        role: 'user',
        email_verified_at: null,
      });
      expect(response.body).not.toMatch(/password|argon2/i);
    }
  });

  it('answers 401 in the error shape without a token', async () => {
    for (const url of ['/user', '/api/auth/user']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('accepts the scheme in any case ("bearer")', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  describe('refuses bad bearer tokens with 401', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await registerUser(t.app));
    });
    const cases: [string, (good: string) => string][] = [
      ['an empty bearer', () => 'Bearer '],
      ['garbage', () => 'Bearer not-a-token'],
      ['an id without a secret', (good) => `Bearer ${idOf(good)}`],
      ['an id with an empty secret', (good) => `Bearer ${idOf(good)}|`],
      ['a secret without an id', (good) => `Bearer ${good.split('|')[1]}`],
      ['a non-uuid id', (good) => `Bearer 12345|${good.split('|')[1]}`],
      ['an unknown id', (good) => `Bearer 00000000-0000-4000-8000-000000000000|${good.split('|')[1]}`],
      ['a wrong secret', (good) => `Bearer ${idOf(good)}|${'A'.repeat(43)}`],
      ['a truncated secret', (good) => `Bearer ${good.slice(0, -1)}`],
      ['a too short secret', (good) => `Bearer ${idOf(good)}|abc`],
      ['a too long secret', (good) => `Bearer ${good}${'x'.repeat(100)}`],
      ['a different scheme', (good) => `Token ${good}`],
      ['a basic scheme', () => `Basic ${Buffer.from('a:b').toString('base64')}`],
    ];
    it.each(cases)('%s', async (_label, make) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/user',
        headers: { authorization: make(token) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
      // The good token is untouched.
      expect((await getUser(token)).statusCode).toBe(200);
    });
  });

  it('refuses a token idle for longer than TOKEN_IDLE_DAYS and forgets it', async () => {
    const { token } = await registerUser(t.app);
    await t.database.db
      .update(authTokens)
      .set({ lastUsedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(authTokens.id, idOf(token)));
    const response = await getUser(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
    expect(
      await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.id, idOf(token))),
    ).toHaveLength(0);
  });

  it('records when a token was last used', async () => {
    const { token } = await registerUser(t.app);
    const old = new Date(Date.now() - 10 * 60_000);
    await t.database.db
      .update(authTokens)
      .set({ lastUsedAt: old })
      .where(eq(authTokens.id, idOf(token)));
    expect((await getUser(token)).statusCode).toBe(200);
    await vi.waitFor(async () => {
      const [row] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.id, idOf(token)));
      expect(row?.lastUsedAt?.getTime()).toBeGreaterThan(old.getTime() + 60_000);
    });
  });

  it('refuses the token of a suspended user', async () => {
    const { token, user } = await registerUser(t.app);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const response = await getUser(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('POST /logout', () => {
  it('revokes the token used, and only that one; a replay is 401', async () => {
    const { token, payload, user } = await registerUser(t.app);
    const other = await login(payload.email, payload.password);

    const response = await call(t.app, 'POST', '/logout', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'You have been logged out.' });

    expect((await getUser(token)).statusCode).toBe(401);
    const replay = await call(t.app, 'POST', '/logout', { token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(UNAUTHENTICATED);

    expect((await getUser(other)).statusCode).toBe(200);
    expect((await tokenRows(user.id)).map((row) => row.id)).toEqual([idOf(other)]);
  });

  it('works at /api/auth/logout too', async () => {
    const { token } = await registerUser(t.app);
    expect((await call(t.app, 'POST', '/api/auth/logout', { token })).statusCode).toBe(200);
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('answers 401 without a token (CSRF token sent)', async () => {
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('GET /api/auth/sessions', () => {
  it('lists every session of the user, marking the current one, and no one else', async () => {
    const { token, payload, user } = await registerUser(t.app);
    const chrome = await login(payload.email, payload.password, { 'user-agent': CHROME_WINDOWS });
    const someoneElse = await registerUser(t.app);

    const response = await call(t.app, 'GET', '/api/auth/sessions', { token: chrome });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const sessions = body.data as { id: string; current: boolean; name: string | null; ip: string | null }[];
    expect(sessions.map((s) => s.id).sort()).toEqual([idOf(token), idOf(chrome)].sort());
    expect(sessions.filter((s) => s.current).map((s) => s.id)).toEqual([idOf(chrome)]);
    expect(sessions.find((s) => s.id === idOf(chrome))).toMatchObject({
      name: 'Chrome on Windows',
      ip: '127.0.0.1',
      user_agent: CHROME_WINDOWS,
      last_used_at: expect.any(String),
      created_at: expect.any(String),
    });
    expect(sessions.map((s) => s.id)).not.toContain(idOf(someoneElse.token));
    expect(response.body).not.toMatch(/secret|hash/i);
    expect((await tokenRows(user.id)).length).toBe(2);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('signs out another session of the same user', async () => {
    const { token, payload } = await registerUser(t.app);
    const other = await login(payload.email, payload.password);
    const response = await call(t.app, 'DELETE', `/api/auth/sessions/${idOf(other)}`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'The session has been signed out.' });
    expect((await getUser(other)).statusCode).toBe(401);
    expect((await getUser(token)).statusCode).toBe(200);
    const list = (await call(t.app, 'GET', '/api/auth/sessions', { token })).json().data;
    expect(list.map((s: { id: string }) => s.id)).toEqual([idOf(token)]);
  });

  it('can sign out the current session', async () => {
    const { token } = await registerUser(t.app);
    expect((await call(t.app, 'DELETE', `/api/auth/sessions/${idOf(token)}`, { token })).statusCode).toBe(
      200,
    );
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it("answers 404 for another user's session and leaves it valid", async () => {
    const me = await registerUser(t.app);
    const victim = await registerUser(t.app);
    const response = await call(t.app, 'DELETE', `/api/auth/sessions/${idOf(victim.token)}`, {
      token: me.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'The requested resource was not found.',
    });
    expect((await getUser(victim.token)).statusCode).toBe(200);
    expect(await tokenRows(victim.user.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown session id', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000', {
      token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers 422 for a malformed session id', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'DELETE', '/api/auth/sessions/not-a-uuid', { token });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().errors.id).toHaveLength(1);
  });

  it('answers 401 without a token and revokes nothing', async () => {
    const victim = await registerUser(t.app);
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${idOf(victim.token)}`,
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
    });
    expect(response.statusCode).toBe(401);
    expect((await getUser(victim.token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (token: string, body: unknown) =>
    call(t.app, 'POST', '/api/auth/change-password', { token, body });

  it('refuses a wrong current password with 422 and keeps everything', async () => {
    const { token, payload } = await registerUser(t.app);
    const response = await change(token, {
      current_password: 'not-my-password',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors: { current_password: ['The current password is incorrect'] },
    });
    expect((await getUser(token)).statusCode).toBe(200);
    await login(payload.email, payload.password);
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    [
      'an empty body',
      {},
      {
        current_password: ['Current password is required'],
        password: ['Password is required'],
        password_confirmation: ['Confirm password is required'],
      },
    ],
    [
      'a short new password',
      { password: 'short', password_confirmation: 'short' },
      {
        password: ['Password must be at least 8 characters'],
      },
    ],
    [
      'a different confirmation',
      { password_confirmation: 'other-password' },
      {
        password_confirmation: ['Passwords do not match'],
      },
    ],
  ])('refuses %s with 422', async (_label, overrides, errors) => {
    const { token, payload } = await registerUser(t.app);
    const body = Object.keys(overrides).length
      ? {
          current_password: payload.password,
          password: 'new-password-1',
          password_confirmation: 'new-password-1',
          ...overrides,
        }
      : {};
    const response = await change(token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
      payload: { current_password: 'x', password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('changes the password, revokes every old token and answers a working new one', async () => {
    const { token, payload, user } = await registerUser(t.app);
    const other = await login(payload.email, payload.password);

    const response = await change(token, {
      current_password: payload.password,
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Your password has been changed. Other sessions were signed out.');
    const fresh: string = body.data.token;
    expect(fresh).not.toBe(token);

    for (const old of [token, other]) {
      const me = await getUser(old);
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual(UNAUTHENTICATED);
    }
    const me = await getUser(fresh);
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
    expect((await tokenRows(user.id)).map((row) => row.id)).toEqual([idOf(fresh)]);

    await login(payload.email, 'new-password-1');
    const old = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: payload.email, password: payload.password },
    });
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('INVALID_CREDENTIALS');
  });
});
