import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';

/*
 * Every field wrong at once: the single 422 names every field, the rules between fields included
 * ("Passwords do not match", a phone that fits no country, a date range), not only after the person
 * fixed the rest (decision 018).
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

function fieldErrors(response: { statusCode: number; json(): unknown }): Record<string, string[]> {
  expect(response.statusCode).toBe(422);
  return (response.json() as { errors: Record<string, string[]> }).errors;
}

describe('all field errors in one answer', () => {
  it('POST /api/auth/register with every field wrong names all seven fields', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        name: 'A',
        email: 'not-an-email',
        phone: 'abc',
        country: 'ZZ',
        password: 'short',
        password_confirmation: 'different',
        terms: false,
      },
    });
    const errors = fieldErrors(response);
    expect(errors.name).toEqual(['Name must be at least 2 characters']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
    expect(errors.country).toEqual(['Please select your country']);
    expect(errors.password).toEqual(['Password must be at least 8 characters']);
    expect(errors.terms).toEqual(['Please accept the terms and conditions']);
    expect(errors.password_confirmation).toEqual(['Passwords do not match']);
    expect(errors.phone).toEqual(['Please enter a valid phone number']);
  });

  it('POST /api/auth/register judges the phone against a valid country while other fields fail', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: '', email: '', phone: '+14155550123', country: 'BD', password: '', terms: true },
    });
    const errors = fieldErrors(response);
    expect(Object.keys(errors).sort()).toEqual([
      'email',
      'name',
      'password',
      'password_confirmation',
      'phone',
    ]);
    expect(errors.phone).toEqual(['Please enter a valid phone number']);
  });

  it('POST /api/auth/register says "already registered" and "too common" beside the schema\'s messages', async () => {
    const { payload } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: {
        name: 'A',
        email: payload.email.toUpperCase(),
        phone: payload.phone,
        country: 'BD',
        password: 'password123',
        password_confirmation: 'password12',
        referral_code: 'NOSUCHCODE',
        terms: false,
      },
    });
    const errors = fieldErrors(response);
    expect(errors).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['This email address is already registered'],
      phone: ['This phone number is already registered'],
      password: ['This password is too common. Choose one that is harder to guess.'],
      password_confirmation: ['Passwords do not match'],
      referral_code: ['This referral code does not exist'],
      terms: ['Please accept the terms and conditions'],
    });
  });

  it('POST /api/auth/register answers a body that is not an object with a 422, never a 500', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', { body: [1, 2] });
    expect(response.statusCode).toBe(422);
  });

  it('an empty confirmation says "is required" only, never also "do not match"', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'A', password: 'short', password_confirmation: '' },
    });
    expect(fieldErrors(response).password_confirmation).toEqual(['Confirm password is required']);
  });

  it('POST /api/auth/reset-password with every field wrong names all four fields', async () => {
    const response = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: '', email: 'nope', password: 'short', password_confirmation: 'other' },
    });
    const errors = fieldErrors(response);
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'password_confirmation', 'token']);
    expect(errors.password_confirmation).toEqual(['Passwords do not match']);
  });

  it('POST /api/auth/change-password with every field wrong names all three fields', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/auth/change-password', {
      token,
      body: { current_password: '', password: 'short', password_confirmation: 'other' },
    });
    const errors = fieldErrors(response);
    expect(Object.keys(errors).sort()).toEqual(['current_password', 'password', 'password_confirmation']);
    expect(errors.password_confirmation).toEqual(['Passwords do not match']);
  });

  it('POST /api/auth/change-password says a wrong current password and a common new one together', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/auth/change-password', {
      token,
      body: {
        current_password: 'not-my-password',
        password: 'password123',
        password_confirmation: 'password123',
      },
    });
    expect(fieldErrors(response)).toEqual({
      current_password: ['The current password is incorrect'],
      password: ['This password is too common. Choose one that is harder to guess.'],
    });
  });

  it('POST /api/auth/reset-password says a wrong link and a common password together', async () => {
    const response = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: {
        token: 'wrong',
        email: 'a@example.com',
        password: 'password123',
        password_confirmation: 'password123',
      },
    });
    expect(fieldErrors(response)).toEqual({
      token: ['This password reset link is invalid or has expired'],
      password: ['This password is too common. Choose one that is harder to guess.'],
    });
  });

  it('POST /api/auth/forgot-password with a wrong identifier and a wrong legacy email names both', async () => {
    const response = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { login: 'neither', email: 'nope' },
    });
    const errors = fieldErrors(response);
    expect(errors.login).toEqual(['Please enter a valid email or phone number']);
    expect(errors.email).toEqual(['Please enter a valid email address']);
  });

  it('POST /api/payments/top-ups with a bad amount still checks the transaction id', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/payments/top-ups', {
      token,
      headers: { 'idempotency-key': 'whole-form-1' },
      body: { method: 'manual_bkash', amount: -5, transaction_id: '?' },
    });
    const errors = fieldErrors(response);
    expect(Object.keys(errors).sort()).toEqual(['amount', 'transaction_id']);
  });

  it('GET /api/wallet/transactions with a bad type still checks the date range', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(
      t.app,
      'GET',
      '/api/wallet/transactions?type=zz&from=2026-05-01&to=2026-01-01',
      {
        token,
      },
    );
    const errors = fieldErrors(response);
    expect(errors.type).toHaveLength(1);
    expect(errors.from).toEqual(['The start date must be on or before the end date']);
  });
});
