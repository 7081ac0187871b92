import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { userTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

let t: TTestApp;
beforeAll(async () => {
  // Rate limits are tested in rate-limit.test.ts.
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const verify = (token: unknown) => call(t.app, 'POST', '/api/auth/verify-email', { body: { token } });
const resend = (token?: string) => call(t.app, 'POST', '/api/auth/email/resend', { token });

/** The token of the newest verification link mailed to `email`. */
async function latestLinkToken(email: string): Promise<string> {
  const [mail] = (await t.mails()).filter((m) => m.to === email && m.text.includes('/verify-email?token='));
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link for ${email}`);
  return token;
}

async function verifiedAt(userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row?.emailVerifiedAt ?? null;
}

const INVALID_LINK = {
  success: false,
  code: 'VALIDATION_FAILED',
  message: 'The given data was invalid.',
  errors: { token: ['This verification link is invalid or has expired'] },
};

describe('POST /api/auth/verify-email', () => {
  it('verifies the address with the mailed token, then refuses a replay', async () => {
    const { payload, user, token } = await registerUser(t.app);
    expect(await verifiedAt(user.id)).toBeNull();
    const linkToken = await latestLinkToken(payload.email);

    const response = await verify(linkToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Your email address is verified.');
    expect(body.data.user.id).toBe(user.id);
    expect(body.data.user.email_verified_at).toEqual(expect.any(String));
    const stored = await verifiedAt(user.id);
    expect(stored?.toISOString()).toBe(body.data.user.email_verified_at);

    // The signed-in user sees it too.
    expect((await call(t.app, 'GET', '/user', { token })).json().email_verified_at).toBe(
      body.data.user.email_verified_at,
    );

    const replay = await verify(linkToken);
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual(INVALID_LINK);
  });

  it('refuses an unknown token and leaves the address unverified', async () => {
    const { user } = await registerUser(t.app);
    const response = await verify('x'.repeat(43));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_LINK);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('refuses an expired token (older than 24 hours)', async () => {
    const { payload, user } = await registerUser(t.app);
    const linkToken = await latestLinkToken(payload.email);
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'email_verification')));
    const response = await verify(linkToken);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(INVALID_LINK);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('gives the link 24 hours', async () => {
    const { user } = await registerUser(t.app);
    const [row] = await t.database.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'email_verification')));
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it.each<[string, unknown, string]>([
    ['a missing token', undefined, 'Token is required'],
    ['an empty token', '', 'Token is required'],
    ['a too long token', 'x'.repeat(201), 'Token must be at most 200 characters'],
  ])('refuses %s with 422', async (_label, token, message) => {
    const response = await verify(token);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ token: [message] });
  });
});

describe('POST /api/auth/email/resend', () => {
  it('requires a signed-in user', async () => {
    const csrf = await getCsrf(t.app);
    const before = (await t.mails()).length;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/resend',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, code: 'UNAUTHENTICATED', message: 'Unauthenticated.' });
    expect((await t.mails()).length).toBe(before);
  });

  it('refuses an unknown bearer token', async () => {
    const response = await resend(`00000000-0000-4000-8000-000000000000|${'s'.repeat(43)}`);
    expect(response.statusCode).toBe(401);
  });

  it('mails a new link and invalidates the older one', async () => {
    const { payload, user, token } = await registerUser(t.app);
    const first = await latestLinkToken(payload.email);

    const response = await resend(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'A new verification link has been sent to your email.',
    });
    const second = await latestLinkToken(payload.email);
    expect(second).not.toBe(first);
    expect((await t.mails()).filter((m) => m.to === payload.email)).toHaveLength(2);

    const stale = await verify(first);
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual(INVALID_LINK);
    expect(await verifiedAt(user.id)).toBeNull();

    expect((await verify(second)).statusCode).toBe(200);
    expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
  });

  it('answers "already verified" and mails nothing once the address is verified', async () => {
    const { payload, token } = await registerUser(t.app);
    expect((await verify(await latestLinkToken(payload.email))).statusCode).toBe(200);
    const before = (await t.mails()).length;

    const response = await resend(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Your email address is already verified.' });
    expect((await t.mails()).length).toBe(before);
  });

  it("answers in the user's saved language", async () => {
    const { token } = await registerUser(t.app, { language: 'bn' });
    const response = await resend(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/[\u0980-\u09FF]/);
  });
});
