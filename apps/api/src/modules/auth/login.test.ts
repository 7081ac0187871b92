import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { authTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';

const TOKEN_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\|[A-Za-z0-9_-]{43}$/;
const PASSWORD = 'correct-horse-1';

let t: TTestApp;
let bd: Awaited<ReturnType<typeof registerUser>>;
let ae: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  // Rate limits are tested in rate-limit.test.ts; here they must not get in the way.
  t = await createTestApp({ rateLimitFactor: 100 });
  bd = await registerUser(t.app, {
    name: 'Rahim Uddin',
    email: 'Rahim.Uddin@Example.com',
    phone: '01712345678',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  ae = await registerUser(t.app, {
    name: 'Aisha Khan',
    email: 'aisha@example.ae',
    country: 'AE',
    phone: '050 123 4567',
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
});
afterAll(() => t.close());

const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/auth/login', { body, headers });

describe('POST /api/auth/login: success', () => {
  it('answers { success, message, data: { token, user } } with the public user fields only', async () => {
    const response = await login({ login: 'rahim.uddin@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Login successful');
    expect(Object.keys(body.data).sort()).toEqual(['token', 'user']);
    expect(body.data.token).toMatch(TOKEN_FORMAT);
    expect(body.data.user).toMatchObject({
      id: bd.user.id,
      name: 'Rahim Uddin',
      email: 'rahim.uddin@example.com',
      phone: '+8801712345678',
      country: 'BD',
      role: 'user',
      email_verified_at: null,
    });
    for (const key of ['id', 'name', 'email', 'phone', 'country', 'role', 'email_verified_at'])
      expect(body.data.user).toHaveProperty(key);
    expect(response.body).not.toMatch(/password|argon2|secret_hash/i);
  });

  it.each([
    'rahim.uddin@example.com',
    'RAHIM.UDDIN@EXAMPLE.COM',
    'Rahim.Uddin@Example.com',
    '  rahim.uddin@example.com  ',
  ])('signs in by email in any case: %j', async (value) => {
    const response = await login({ login: value, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(bd.user.id);
  });

  it.each([
    '01712345678',
    '+8801712345678',
    '880 1712-345678',
    '8801712345678',
    '00880 1712 345678',
    '+880 1712 345678',
    '+880 (1712) 345-678',
    '(+880) 1712-345678',
    '017-1234-5678',
  ])('signs in a Bangladeshi user by phone written as %j', async (value) => {
    const response = await login({ login: value, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.id).toBe(bd.user.id);
  });

  it.each(['+971501234567', '+971 50 123 4567', '00971 50 123 4567', '971501234567'])(
    'signs in a non-Bangladeshi user by phone with its dialing code: %j',
    async (value) => {
      const response = await login({ login: value, password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.id).toBe(ae.user.id);
      expect(response.json().data.user.phone).toBe('+971501234567');
    },
  );

  it('reads a number without a dialing code as Bangladeshi, so a foreign national form does not match', async () => {
    const response = await login({ login: '050 123 4567', password: PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('issues a new working token per login, stored only as a hash, named after the device', async () => {
    const response = await login({ login: '01712345678', password: PASSWORD, device_name: 'Test phone' });
    expect(response.statusCode).toBe(200);
    const token: string = response.json().data.token;
    const [id, secret] = token.split('|') as [string, string];
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.id, id));
    expect(row?.userId).toBe(bd.user.id);
    expect(row?.name).toBe('Test phone');
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.secretHash).not.toContain(secret);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);

    const me = await call(t.app, 'GET', '/user', { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(bd.user.id);
  });
});

describe('POST /api/auth/login: wrong credentials', () => {
  async function failure(body: unknown) {
    const response = await login(body);
    expect(response.statusCode).toBe(422);
    return response.json();
  }

  it('answers the same for a wrong password, an unknown email and an unknown phone, never saying which', async () => {
    const wrongPassword = await failure({ login: 'rahim.uddin@example.com', password: 'wrong-password' });
    const unknownEmail = await failure({ login: 'nobody@example.com', password: PASSWORD });
    const unknownPhone = await failure({ login: '01999999999', password: PASSWORD });
    const wrongPasswordByPhone = await failure({ login: '+8801712345678', password: 'wrong-password' });
    const expected = {
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'These credentials do not match our records.',
      errors: { login: ['These credentials do not match our records.'] },
    };
    expect(wrongPassword).toEqual(expected);
    expect(unknownEmail).toEqual(expected);
    expect(unknownPhone).toEqual(expected);
    expect(wrongPasswordByPhone).toEqual(expected);
    expect(JSON.stringify(expected)).not.toMatch(/password|not found|unknown|exist/i);
  });

  it('issues no token on failure', async () => {
    const before = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, bd.user.id));
    await failure({ login: 'rahim.uddin@example.com', password: 'wrong-password' });
    const after = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, bd.user.id));
    expect(after.length).toBe(before.length);
  });

  it('treats the password as case-sensitive', async () => {
    const body = await failure({ login: 'rahim.uddin@example.com', password: PASSWORD.toUpperCase() });
    expect(body.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers in Bengali with X-Locale: bn', async () => {
    const response = await login({ login: 'nobody@example.com', password: 'x' }, { 'x-locale': 'bn' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('INVALID_CREDENTIALS');
    expect(body.message).toMatch(/[\u0980-\u09FF]/);
    expect(body.message).not.toBe('These credentials do not match our records.');
  });

  it('refuses a suspended account with the right password, and does not reveal it with a wrong one', async () => {
    const suspended = await registerUser(t.app, { password: PASSWORD, password_confirmation: PASSWORD });
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    try {
      const right = await login({ login: suspended.payload.email, password: PASSWORD });
      expect(right.statusCode).toBe(403);
      expect(right.json()).toEqual({
        success: false,
        code: 'FORBIDDEN',
        message: 'This account is suspended. Please contact support.',
      });
      const wrong = await failure({ login: suspended.payload.email, password: 'wrong-password' });
      expect(wrong.code).toBe('INVALID_CREDENTIALS');
      // Its existing token stops working too.
      expect((await call(t.app, 'GET', '/user', { token: suspended.token })).statusCode).toBe(401);
    } finally {
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.id, suspended.user.id));
    }
  });
});

describe('POST /api/auth/login: validation', () => {
  it.each<[string, unknown, Record<string, string[]>]>([
    ['an empty body', {}, { login: ['Email or phone is required'], password: ['Password is required'] }],
    ['a blank login', { login: '   ', password: 'x' }, { login: ['Email or phone is required'] }],
    ['an empty password', { login: 'a@example.com', password: '' }, { password: ['Password is required'] }],
    [
      'a login that is neither email nor phone',
      { login: 'not an email', password: 'x' },
      { login: ['Please enter a valid email or phone number'] },
    ],
    [
      'an email without a domain',
      { login: 'someone@', password: 'x' },
      { login: ['Please enter a valid email or phone number'] },
    ],
    [
      'a too short number',
      { login: '123', password: 'x' },
      { login: ['Please enter a valid email or phone number'] },
    ],
    ['a number as login', { login: 1712345678, password: 'x' }, { login: ['Email or phone is required'] }],
    [
      'a too long password',
      { login: 'a@example.com', password: 'x'.repeat(129) },
      { password: ['Password must be at most 128 characters'] },
    ],
    [
      'a too long login',
      { login: `${'a'.repeat(250)}@example.com`, password: 'x' },
      { login: ['Email or phone must be at most 254 characters'] },
    ],
  ])('answers 422 with field messages for %s', async (_label, body, errors) => {
    const response = await login(body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors,
    });
  });

  it('words validation messages in Bengali with X-Locale: bn', async () => {
    const response = await login({}, { 'x-locale': 'bn' });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors.login).toEqual(['ইমেইল বা ফোন আবশ্যক']);
    expect(body.errors.password[0]).toMatch(/[\u0980-\u09FF]/);
  });
});
