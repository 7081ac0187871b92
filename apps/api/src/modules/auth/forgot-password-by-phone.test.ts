import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';

/* "Forgot password" takes what sign-in takes: an email or a phone number in any common form. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const forgot = (body: unknown) => call(t.app, 'POST', '/api/auth/forgot-password', { body });

describe('POST /api/auth/forgot-password with a phone number', () => {
  it('mails the reset link to the email address of the account with that phone', async () => {
    const { payload } = await registerUser(t.app, { phone: '01912345670' });
    const response = await forgot({ login: '+880 1912-345670' });
    expect(response.statusCode).toBe(200);
    const mails = (await t.mails()).filter((mail) => mail.to === payload.email && /Reset/.test(mail.subject));
    expect(mails).toHaveLength(1);
    const link = new URL(/https?:\/\/\S+/.exec(mails[0]?.text ?? '')?.[0] ?? 'http://none');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe(payload.email);

    // The link works: the token resets the password, and the new password signs in by phone.
    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: {
        token: link.searchParams.get('token'),
        email: link.searchParams.get('email'),
        password: 'brand-new-pass-9',
        password_confirmation: 'brand-new-pass-9',
      },
    });
    expect(reset.statusCode).toBe(200);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: '01912345670', password: 'brand-new-pass-9' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers an unknown phone exactly as a known one, and mails nobody', async () => {
    await registerUser(t.app, { phone: '01912345671' });
    const before = (await t.mails()).length;
    const known = await forgot({ login: '01912345671' });
    const afterKnown = (await t.mails()).length;
    const unknown = await forgot({ login: '01912345679' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(afterKnown).toBe(before + 1);
    expect((await t.mails()).length).toBe(afterKnown);
  });

  it('still takes the older { email } body', async () => {
    const { payload } = await registerUser(t.app);
    const response = await forgot({ email: payload.email });
    expect(response.statusCode).toBe(200);
    expect(
      (await t.mails()).filter((mail) => mail.to === payload.email && /Reset/.test(mail.subject)),
    ).toHaveLength(1);
  });

  it.each([
    [{}, 'Email or phone is required'],
    [{ login: '' }, 'Email or phone is required'],
    [{ login: 'not a phone' }, 'Please enter a valid email or phone number'],
    [{ login: 12345 }, 'Email or phone is required'],
  ])('answers %j with a clear 422 on login', async (body, message) => {
    const response = await forgot(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ login: [message] });
  });
});
