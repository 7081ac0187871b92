import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { securityEvents } from '../../db/schema/audit.ts';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../db/schema/two-factor.ts';

/*
 * Two-factor sign-in (decision 061), end to end through the API: set up with a real TOTP generator,
 * the sign-in challenged without a token, a recovery code used once, replays refused, brute force
 * throttled, a remembered browser, and the sensitive actions that ask for a fresh code.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1 });
});
afterAll(() => t.close());

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** Posts as a browser: CSRF pair plus any cookies given; answers the response and the cookies it set. */
async function browserPost(app: FastifyInstance, url: string, body: unknown, cookies: string[] = []) {
  const csrf = await getCsrf(app);
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { cookie: [csrf.cookie, ...cookies].join('; '), 'x-csrf-token': csrf.token },
    payload: body as Record<string, unknown>,
  });
  const set = response.cookies.map((c) => `${c.name}=${c.value}`);
  return { response, set };
}

/** A new user with two-factor on: answers their token, email, password, key and recovery codes. */
async function userWithTwoFactor() {
  const { token, payload } = await registerUser(t.app);
  const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', {
    token,
    body: { password: payload.password },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().data.secret as string;
  const enable = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
    token,
    body: { code: codeAt(secret) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return {
    token,
    email: payload.email as string,
    password: payload.password as string,
    secret,
    codes: enable.json().data.recovery_codes as string[],
  };
}

describe('setting two-factor up', () => {
  it('asks for the password, shows a key and QR code, and turns on only after a right code', async () => {
    const { token, user, payload } = await registerUser(t.app);
    const status = await call(t.app, 'GET', '/api/auth/two-factor', { token });
    expect(status.json().data).toEqual({
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
      setup_pending: false,
    });

    const wrongPassword = await call(t.app, 'POST', '/api/auth/two-factor/setup', {
      token,
      body: { password: 'nope' },
    });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors.password).toBeDefined();

    const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', {
      token,
      body: { password: payload.password },
    });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, uri, qr } = setup.json().data;
    expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(uri).toContain(`secret=${secret.replace(/ /g, '')}`);
    expect(uri).toContain(encodeURIComponent(user.email));
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1], 'base64').toString()).toContain('<svg');

    // The key is kept encrypted, never as typed.
    const [row] = await t.database.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row?.secretEncrypted).not.toContain(secret.replace(/ /g, ''));
    expect(row?.enabledAt).toBeNull();
    expect((await call(t.app, 'GET', '/user', { token })).json().two_factor_enabled).toBe(false);

    const wrong = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
      token,
      body: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toBeDefined();
    const malformed = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
      token,
      body: { code: '12ab' },
    });
    expect(malformed.statusCode).toBe(422);

    const enable = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
      token,
      body: { code: codeAt(secret) },
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const codes = enable.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(enable.json().data.status).toMatchObject({
      enabled: true,
      recovery_codes_left: 10,
      setup_pending: false,
    });
    // Stored as keyed hashes only.
    const stored = await t.database.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);
    expect((await call(t.app, 'GET', '/user', { token })).json().two_factor_enabled).toBe(true);

    // A second set-up while on is refused; the key stays.
    const again = await call(t.app, 'POST', '/api/auth/two-factor/setup', {
      token,
      body: { password: payload.password },
    });
    expect(again.statusCode).toBe(409);

    // This session proved a code; the change is recorded and the user told.
    const sessions = await call(t.app, 'GET', '/api/auth/sessions', { token });
    expect(sessions.json().data.find((s: { current: boolean }) => s.current).two_factor).toBe('code');
    const events = await t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.userId, user.id));
    expect(events.map((e) => e.action)).toEqual(['two_factor_enabled']);
    const notices = await call(t.app, 'GET', '/api/notifications', { token });
    expect(JSON.stringify(notices.json())).toContain('two_factor_enabled');
  });
});

describe('signing in with two-factor on', () => {
  it('answers a challenge and no token, then a token for a right code, never twice for the same code', async () => {
    const who = await userWithTwoFactor();
    const first = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: who.email, password: who.password },
    });
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data.token).toBeUndefined();
    expect(data).toMatchObject({ two_factor_required: true });
    expect(typeof data.challenge).toBe('string');

    // The code the set-up used is spent: the next step's code works, the same one again does not.
    const code = codeAt(who.secret, 1);
    const passed = await call(t.app, 'POST', '/api/auth/login/two-factor', {
      body: { challenge: data.challenge, code },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.token).toMatch(/\|/);
    expect(passed.json().data.user.two_factor_enabled).toBe(true);

    const again = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: who.email, password: who.password },
    });
    const replay = await call(t.app, 'POST', '/api/auth/login/two-factor', {
      body: { challenge: again.json().data.challenge, code },
    });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toBeDefined();
    // A used challenge cannot be used again either.
    const reused = await call(t.app, 'POST', '/api/auth/login/two-factor', {
      body: { challenge: data.challenge, code: codeAt(who.secret, -1) },
    });
    expect(reused.statusCode).toBe(401);
    const forged = await call(t.app, 'POST', '/api/auth/login/two-factor', {
      body: { challenge: `${data.challenge.split('|')[0]}|${'x'.repeat(43)}`, code: '123456' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('takes each recovery code once, and tells the user how many are left', async () => {
    const who = await userWithTwoFactor();
    const challenge = async () =>
      (
        await call(t.app, 'POST', '/api/auth/login', { body: { login: who.email, password: who.password } })
      ).json().data.challenge as string;
    const recovery = (code: string, c: string) =>
      call(t.app, 'POST', '/api/auth/login/two-factor', { body: { challenge: c, recovery_code: code } });
    const spare = who.codes[3] ?? '';
    const used = await recovery(spare.toUpperCase().replace('-', ' '), await challenge());
    expect(used.statusCode, used.body).toBe(200);
    const token = used.json().data.token as string;
    const again = await recovery(spare, await challenge());
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.recovery_code).toBeDefined();
    const status = await call(t.app, 'GET', '/api/auth/two-factor', { token });
    expect(status.json().data.recovery_codes_left).toBe(9);
    const sessions = await call(t.app, 'GET', '/api/auth/sessions', { token });
    expect(sessions.json().data.find((s: { current: boolean }) => s.current).two_factor).toBe(
      'recovery_code',
    );
    expect(JSON.stringify((await call(t.app, 'GET', '/api/notifications', { token })).json())).toContain(
      'two_factor_recovery_code_used',
    );
  });

  it('meets a 429 after a few wrong codes, and a challenge dies after five', async () => {
    const who = await userWithTwoFactor();
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: who.email, password: who.password },
    });
    const challenge = login.json().data.challenge as string;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const wrong = await call(t.app, 'POST', '/api/auth/login/two-factor', {
        body: { challenge, code: String(100000 + i) },
      });
      statuses.push(wrong.statusCode);
    }
    // Five wrong codes end the challenge (the password again); they also set the account's wait…
    expect(statuses).toEqual([422, 422, 422, 422, 422, 401, 401]);
    // …so a new challenge gains nothing: even the right code is refused while the wait runs.
    const fresh = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: who.email, password: who.password },
    });
    const blocked = await call(t.app, 'POST', '/api/auth/login/two-factor', {
      body: { challenge: fresh.json().data.challenge, code: codeAt(who.secret, 1) },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('skips the second step on a remembered browser, until two-factor is turned off and on again', async () => {
    const who = await userWithTwoFactor();
    const login = await browserPost(t.app, '/api/auth/login', { login: who.email, password: who.password });
    const passed = await browserPost(t.app, '/api/auth/login/two-factor', {
      challenge: login.response.json().data.challenge,
      code: codeAt(who.secret, 1),
      remember_device: true,
    });
    expect(passed.response.statusCode, passed.response.body).toBe(200);
    const remembered = passed.set.filter((c) => c.startsWith('haat_2fa='));
    expect(remembered).toHaveLength(1);
    const cookie = passed.response.cookies.find((c) => c.name === 'haat_2fa');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth' });

    const next = await browserPost(
      t.app,
      '/api/auth/login',
      { login: who.email, password: who.password },
      remembered,
    );
    expect(next.response.json().data.token).toBeDefined();
    const token = next.response.json().data.token as string;
    const sessions = await call(t.app, 'GET', '/api/auth/sessions', { token });
    expect(sessions.json().data.find((s: { current: boolean }) => s.current).two_factor).toBe(
      'remembered_device',
    );
    // Another browser (no cookie) is still asked.
    const elsewhere = await browserPost(t.app, '/api/auth/login', {
      login: who.email,
      password: who.password,
    });
    expect(elsewhere.response.json().data.two_factor_required).toBe(true);

    // Off needs the password and a code; then on again with a new key: the old cookie is forgotten.
    const noCode = await call(t.app, 'POST', '/api/auth/two-factor/disable', {
      token,
      body: { password: who.password, code: '' },
    });
    expect(noCode.statusCode).toBe(422);
    const off = await call(t.app, 'POST', '/api/auth/two-factor/disable', {
      token,
      body: { password: who.password, code: who.codes[0] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    const plain = await browserPost(
      t.app,
      '/api/auth/login',
      { login: who.email, password: who.password },
      remembered,
    );
    expect(plain.response.json().data.token).toBeDefined();

    const setup = await call(t.app, 'POST', '/api/auth/two-factor/setup', {
      token,
      body: { password: who.password },
    });
    const secret = setup.json().data.secret as string;
    const on = await call(t.app, 'POST', '/api/auth/two-factor/enable', {
      token,
      body: { code: codeAt(secret) },
    });
    expect(on.statusCode, on.body).toBe(200);
    const forgotten = await browserPost(
      t.app,
      '/api/auth/login',
      { login: who.email, password: who.password },
      remembered,
    );
    expect(forgotten.response.json().data.two_factor_required).toBe(true);
  });
});

describe('sensitive actions with two-factor on', () => {
  it('asks for a fresh code to change the password, with the form’s other problems in one answer', async () => {
    const who = await userWithTwoFactor();
    const body = {
      current_password: 'wrong',
      password: 'new-secret-pass-9',
      password_confirmation: 'new-secret-pass-9',
    };
    const missing = await call(t.app, 'POST', '/api/auth/change-password', { token: who.token, body });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['current_password', 'two_factor_code']);
    const wrong = await call(t.app, 'POST', '/api/auth/change-password', {
      token: who.token,
      body: { ...body, current_password: who.password, two_factor_code: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.two_factor_code).toBeDefined();
    const changed = await call(t.app, 'POST', '/api/auth/change-password', {
      token: who.token,
      body: { ...body, current_password: who.password, two_factor_code: codeAt(who.secret, 1) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });

  it('asks for a fresh code to withdraw, and regenerating recovery codes needs one too', async () => {
    const who = await userWithTwoFactor();
    const withdraw = (extra: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/wallet/withdrawals', {
        token: who.token,
        headers: { 'idempotency-key': `w-${Math.random()}` },
        body: { method: 'bkash', amount: 50_000, phone: '01812-345678', password: who.password, ...extra },
      });
    const missing = await withdraw({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.two_factor_code).toBeDefined();
    // With a right code the check passes and the ledger decides (an empty wallet).
    const funded = await withdraw({ two_factor_code: codeAt(who.secret, 1) });
    expect(funded.json().errors?.two_factor_code).toBeUndefined();

    const regenerate = await call(t.app, 'POST', '/api/auth/two-factor/recovery-codes', {
      token: who.token,
      body: { code: codeAt(who.secret, -1) },
    });
    // The step before was spent by the code above (a later step): refused as a replay.
    expect(regenerate.statusCode).toBe(422);
  });

  it('refuses every two-factor endpoint without a session', async () => {
    for (const url of [
      '/api/auth/two-factor/setup',
      '/api/auth/two-factor/enable',
      '/api/auth/two-factor/disable',
    ]) {
      const response = await call(t.app, 'POST', url, { body: { password: 'x', code: '123456' } });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await call(t.app, 'GET', '/api/auth/two-factor')).statusCode).toBe(401);
  });
});
