import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { userTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { sha256 } from '../../lib/secrets.ts';

const NEW_PASSWORD = 'brand-new-pass-9';

let t: TTestApp;
beforeAll(async () => {
  // Rate limits are tested in rate-limit.test.ts.
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const forgot = (email: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/auth/forgot-password', { body: { email }, headers });
const reset = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/auth/reset-password', { body });
const login = (loginValue: string, password: string) =>
  call(t.app, 'POST', '/api/auth/login', { body: { login: loginValue, password } });

async function mailsTo(email: string) {
  return (await t.mails()).filter((mail) => mail.to === email);
}

/** Asks for a reset link and answers the token and email from the newest mail. */
async function requestLink(email: string): Promise<{ token: string; email: string }> {
  const response = await forgot(email);
  expect(response.statusCode).toBe(200);
  const [mail] = await mailsTo(email.toLowerCase());
  const match = /https?:\/\/\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error('no reset link mailed');
  const link = new URL(match[0]);
  expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
  return { token: link.searchParams.get('token') ?? '', email: link.searchParams.get('email') ?? '' };
}

const resetBody = (link: { token: string; email: string }, password = NEW_PASSWORD) => ({
  token: link.token,
  email: link.email,
  password,
  password_confirmation: password,
});

const INVALID_TOKEN = {
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'The given data was invalid.',
  errors: { token: ['This password reset link is invalid or has expired'] },
};

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an existing and an unknown email, mailing only the existing one', async () => {
    const { payload } = await registerUser(t.app);
    const before = (await t.mails()).length;

    const known = await forgot(payload.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({
      success: true,
      message:
        'If an account exists for that email or phone number, a password reset link has been sent to its email address. Please check your inbox.',
    });

    const mails = await t.mails();
    expect(mails.length).toBe(before + 1);
    expect(mails[0]?.to).toBe(payload.email);
    expect(mails[0]?.subject).toBe('Reset your password');
    expect(mails[0]?.text).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}&email=/);
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('finds the account whatever the case of the email', async () => {
    const { payload } = await registerUser(t.app);
    await forgot(payload.email.toUpperCase());
    const [mail] = await mailsTo(payload.email);
    expect(mail?.subject).toBe('Reset your password');
  });

  it('stores a 60-minute single-use token as a hash only', async () => {
    const { payload, user } = await registerUser(t.app);
    const link = await requestLink(payload.email);
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'password_reset')));
    expect(row?.secretHash).toBe(sha256(link.token));
    expect(row?.usedAt).toBeNull();
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it.each<[string, unknown, string, string]>([
    // Neither `login` nor the older `email`: the request asks for the identifier sign-in takes.
    ['a missing email', undefined, 'login', 'Email or phone is required'],
    ['an empty email', '', 'email', 'Email is required'],
    ['an invalid email', 'not-an-email', 'email', 'Please enter a valid email address'],
  ])('refuses %s with 422', async (_label, email, field, message) => {
    const response = await forgot(email);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors: { [field]: [message] },
    });
  });

  it('mails the link in the account language', async () => {
    const { payload } = await registerUser(t.app, { language: 'bn' });
    await forgot(payload.email);
    const [mail] = await mailsTo(payload.email);
    expect(mail?.text).toContain('/reset-password?token=');
    expect(mail?.subject).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, and works once', async () => {
    const { payload, token: registerToken } = await registerUser(t.app);
    const second = (await login(payload.email, payload.password)).json().data.token as string;
    const link = await requestLink(payload.email);
    expect(link.email).toBe(payload.email);

    const response = await reset(resetBody(link));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Your password has been reset. Please log in with your new password.');
    expect(body.data.user.email).toBe(payload.email);
    // Following the emailed link proves the address.
    expect(body.data.user.email_verified_at).not.toBeNull();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.emailVerifiedAt?.toISOString()).toBe(body.data.user.email_verified_at);

    // Every token of the user is revoked.
    for (const old of [registerToken, second]) {
      const me = await call(t.app, 'GET', '/user', { token: old });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('UNAUTHENTICATED');
    }
    // The new password works; the old one does not.
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
    const old = await login(payload.email, payload.password);
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('INVALID_CREDENTIALS');

    // Replaying the same link fails and changes nothing.
    const replay = await reset(resetBody(link, 'third-password-3'));
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(INVALID_TOKEN);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(payload.email, 'third-password-3')).statusCode).toBe(422);
  });

  it('lets only one of two simultaneous resets with the same token through', async () => {
    const { payload } = await registerUser(t.app);
    const link = await requestLink(payload.email);
    const responses = await Promise.all([
      reset(resetBody(link, 'first-racer-11')),
      reset(resetBody(link, 'second-racer-22')),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = responses[0]?.statusCode === 200 ? 'first-racer-11' : 'second-racer-22';
    const loser = winner === 'first-racer-11' ? 'second-racer-22' : 'first-racer-11';
    expect((await login(payload.email, winner)).statusCode).toBe(200);
    expect((await login(payload.email, loser)).statusCode).toBe(422);
  });

  it('refuses an expired token (older than 60 minutes)', async () => {
    const { payload, user } = await registerUser(t.app);
    const link = await requestLink(payload.email);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user.id));
    const response = await reset(resetBody(link));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_TOKEN);
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);
    expect((await login(payload.email, NEW_PASSWORD)).statusCode).toBe(422);
  });

  it('refuses a valid token with another email and does not spend it', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const link = await requestLink(owner.payload.email);

    for (const email of [other.payload.email, 'nobody-here@example.com']) {
      const response = await reset({ ...resetBody(link), email });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(INVALID_TOKEN);
    }
    // Neither account changed, and the owner's sessions survive.
    expect((await login(other.payload.email, other.payload.password)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/user', { token: owner.token })).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.secretHash, sha256(link.token)));
    expect(row?.usedAt).toBeNull();

    // The token still works with the right email (in any case).
    const response = await reset({ ...resetBody(link), email: owner.payload.email.toUpperCase() });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const { payload } = await registerUser(t.app);
    const response = await reset(resetBody({ token: 'x'.repeat(43), email: payload.email }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses an email-verification token used as a reset token', async () => {
    const { payload } = await registerUser(t.app);
    const [mail] = await mailsTo(payload.email);
    const verifyToken = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(verifyToken).not.toBe('');
    const response = await reset(resetBody({ token: verifyToken, email: payload.email }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_TOKEN);
  });

  it('only the newest link works after asking twice', async () => {
    const { payload } = await registerUser(t.app);
    const first = await requestLink(payload.email);
    const second = await requestLink(payload.email);
    expect(second.token).not.toBe(first.token);
    const stale = await reset(resetBody(first));
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual(INVALID_TOKEN);
    expect((await reset(resetBody(second))).statusCode).toBe(200);
  });

  it('does not send a link to a suspended account, yet answers the same', async () => {
    const { payload, user } = await registerUser(t.app);
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const before = (await mailsTo(payload.email)).length;
    const response = await forgot(payload.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect((await mailsTo(payload.email)).length).toBe(before);
  });

  describe('validation', () => {
    let link: { token: string; email: string };
    let payload: { email: string; password: string };
    beforeAll(async () => {
      ({ payload } = await registerUser(t.app));
      link = await requestLink(payload.email);
    });

    it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
      [
        'an empty body',
        { token: undefined, email: undefined, password: undefined, password_confirmation: undefined },
        {
          token: ['Token is required'],
          email: ['Email is required'],
          password: ['Password is required'],
          password_confirmation: ['Confirm password is required'],
        },
      ],
      [
        'a short password',
        { password: 'short', password_confirmation: 'short' },
        {
          password: ['Password must be at least 8 characters'],
        },
      ],
      [
        'a different confirmation',
        { password_confirmation: 'something-else' },
        {
          password_confirmation: ['Passwords do not match'],
        },
      ],
      ['an invalid email', { email: 'nope' }, { email: ['Please enter a valid email address'] }],
    ])('refuses %s with 422 without spending the token', async (_label, overrides, errors) => {
      const response = await reset({ ...resetBody(link), ...overrides });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
      const [row] = await t.database.db
        .select()
        .from(userTokens)
        .where(eq(userTokens.secretHash, sha256(link.token)));
      expect(row?.usedAt).toBeNull();
      expect((await login(payload.email, payload.password)).statusCode).toBe(200);
    });
  });
});
