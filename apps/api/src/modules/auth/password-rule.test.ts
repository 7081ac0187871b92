import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newRegistration, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { passwordProblem } from '../../lib/password-policy.ts';

// Finding 13: common and personal passwords are refused on the server wherever a password is set.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const COMMON = 'This password is too common. Choose one that is harder to guess.';
const PERSONAL = 'Do not use your name, email address or phone number as your password.';

describe('the password rule', () => {
  it.each([
    '12345678',
    'password1',
    'Password1!',
    'P@ssw0rd',
    'qwertyuiop',
    'iloveyou2',
    'aaaaaaaaaa',
    'abcdefgh',
  ])('refuses the common password %j', (password) => {
    expect(passwordProblem(password, {})).toBe('validation.password_common');
  });

  it.each([
    'k7#vQ2mz',
    'secret-pass-1',
    'brand-new-pass-9',
    'Haat-demo-2024',
    'correct horse battery staple',
  ])('accepts %j', (password) => {
    expect(passwordProblem(password, { name: 'Test User', email: 'someone@example.com' })).toBeUndefined();
  });

  it('refuses the owner’s name, email or phone number', () => {
    const owner = { name: 'Rahim Uddin', email: 'rahim.uddin@example.com', phone: '+8801712345678' };
    for (const password of [
      'rahim.uddin@example.com',
      'Rahim.Uddin',
      'RahimUddin2024',
      '01712345678',
      '+8801712345678',
    ])
      expect(passwordProblem(password, owner)).toBe('validation.password_personal');
  });
});

describe('POST /api/auth/register', () => {
  it.each(['12345678', 'password1'])(
    'refuses %j with a message on password, creating nothing',
    async (password) => {
      const payload = newRegistration({ password, password_confirmation: password });
      const response = await call(t.app, 'POST', '/api/auth/register', { body: payload });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [COMMON] });
      const login = await call(t.app, 'POST', '/api/auth/login', {
        body: { login: payload.email, password },
      });
      expect(login.statusCode).toBe(422);
    },
  );

  it('refuses the email address as the password, in the user’s language', async () => {
    const payload = newRegistration();
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...payload, password: payload.email, password_confirmation: payload.email },
      headers: { 'x-locale': 'bn' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([
      'আপনার নাম, ইমেইল ঠিকানা বা ফোন নম্বর পাসওয়ার্ড হিসেবে ব্যবহার করবেন না।',
    ]);
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a common new password and keeps the old one', async () => {
    const { token, payload } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/auth/change-password', {
      token,
      body: { current_password: payload.password, password: 'password1', password_confirmation: 'password1' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [COMMON] });
    const old = await call(t.app, 'POST', '/api/auth/login', {
      body: { login: payload.email, password: payload.password },
    });
    expect(old.statusCode).toBe(200);
  });

  it('refuses the user’s own phone number', async () => {
    const { token, payload } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/auth/change-password', {
      token,
      body: {
        current_password: payload.password,
        password: payload.phone,
        password_confirmation: payload.phone,
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password: [PERSONAL] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('refuses a common password and leaves the link usable', async () => {
    const { payload } = await registerUser(t.app);
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: payload.email } });
    const mail = (await t.mails()).find((m) => m.to === payload.email && m.subject === 'Reset your password');
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x');
    const body = (password: string) => ({
      token: link.searchParams.get('token'),
      email: payload.email,
      password,
      password_confirmation: password,
    });
    const weak = await call(t.app, 'POST', '/api/auth/reset-password', { body: body('12345678') });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: [COMMON] });
    const good = await call(t.app, 'POST', '/api/auth/reset-password', { body: body('brand-new-pass-9') });
    expect(good.statusCode).toBe(200);
  });
});
