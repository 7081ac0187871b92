import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newRegistration, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: TTestApp;
beforeAll(async () => {
  // Rate limits are tested in rate-limit.test.ts.
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const register = (body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', '/api/auth/register', { body, headers });

async function userByEmail(email: string) {
  const [row] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

async function userCount() {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  return new URL(match[0]);
}

describe('POST /api/auth/register: success', () => {
  it('creates the account, signs it in and answers 201 { success, message, data: { token, user } }', async () => {
    const payload = newRegistration({
      name: '  Karim Ahmed ',
      email: 'Karim.Ahmed@Example.COM',
      phone: '01812345678',
    });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Registration successful! Please check your email for verification link.');
    expect(body.data.user).toMatchObject({
      name: 'Karim Ahmed',
      email: 'karim.ahmed@example.com',
      phone: '+8801812345678',
      country: 'BD',
      role: 'user',
      status: 'active',
      email_verified_at: null,
      language: 'en',
    });
    expect(body.data.user.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(response.body).not.toMatch(/password|argon2/i);

    const me = await call(t.app, 'GET', '/user', { token: body.data.token });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.data.user.id);

    const row = await userByEmail('karim.ahmed@example.com');
    expect(row?.id).toBe(body.data.user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(payload.password);
    expect(row?.referredBy).toBeNull();
  });

  it('mails a verification link that verifies the address', async () => {
    const { payload, user } = await registerUser(t.app);
    const mails = (await t.mails()).filter((mail) => mail.to === payload.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toContain('Hello Test User');
    const link = linkIn(mail?.text ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/verify-email');
    const token = link.searchParams.get('token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // The link opens the web app ...
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // ... which posts the token.
    const verified = await call(t.app, 'POST', '/api/auth/verify-email', { body: { token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.id).toBe(user.id);
    expect((await userByEmail(payload.email))?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it.each<[string, string, string]>([
    ['BD', '+8801912345670', '+8801912345670'],
    ['BD', '880 1912-345671', '+8801912345671'],
    ['BD', '00880 1912 345672', '+8801912345672'],
    ['bd', '019-1234-5673', '+8801912345673'],
    ['AE', '050 765 4321', '+971507654321'],
    ['AE', '+971 50 765 4322', '+971507654322'],
    ['GB', '07911 123456', '+447911123456'],
  ])('stores the phone in E.164 (country %s, %j)', async (country, phone, e164) => {
    const response = await register(newRegistration({ country, phone }));
    expect(response.statusCode).toBe(201);
    const { user } = response.json().data;
    expect(user.phone).toBe(e164);
    expect(user.country).toBe(country.toUpperCase());
    expect((await userByEmail(user.email))?.phone).toBe(e164);
  });

  it.each([true, 'true', 'on', 'yes', '1', 1])('accepts terms given as %j', async (terms) => {
    const response = await register(newRegistration({ terms }));
    expect(response.statusCode).toBe(201);
  });

  it('accepts the boundaries: a 2-character name and an 8-character password', async () => {
    const response = await register(
      newRegistration({ name: 'Al', password: 'k7#vQ2mz', password_confirmation: 'k7#vQ2mz' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.name).toBe('Al');
  });

  it('ignores fields a client must not set (role, verification, status)', async () => {
    const response = await register(
      newRegistration({
        role: 'admin',
        status: 'suspended',
        email_verified_at: '2020-01-01T00:00:00Z',
        referral_code: null,
      }),
    );
    expect(response.statusCode).toBe(201);
    const { user } = response.json().data;
    expect(user.role).toBe('user');
    expect(user.status).toBe('active');
    expect(user.email_verified_at).toBeNull();
    const row = await userByEmail(user.email);
    expect(row?.role).toBe('user');
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('keeps the chosen language and mails the verification link in it', async () => {
    const payload = newRegistration({ language: 'bn' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.user.language).toBe('bn');
    const [mail] = (await t.mails()).filter((m) => m.to === payload.email);
    expect(mail?.subject).toMatch(/[\u0980-\u09FF]/);
    expect(mail?.text).toContain('/verify-email?token=');
  });
});

describe('POST /api/auth/register: referral codes', () => {
  it('links a known referral code (any case) to the referrer', async () => {
    const referrer = await registerUser(t.app);
    const code: string = referrer.user.referral_code;
    const response = await register(newRegistration({ referral_code: ` ${code.toLowerCase()} ` }));
    expect(response.statusCode).toBe(201);
    const row = await userByEmail(response.json().data.user.email);
    expect(row?.referredBy).toBe(referrer.user.id);
  });

  it('answers a field error for an unknown referral code and creates nothing', async () => {
    const payload = newRegistration({ referral_code: 'NOSUCH99' });
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors: { referral_code: ['This referral code does not exist'] },
    });
    expect(await userByEmail(payload.email)).toBeUndefined();
  });

  it('treats an empty referral code as none', async () => {
    const response = await register(newRegistration({ referral_code: '' }));
    expect(response.statusCode).toBe(201);
    expect((await userByEmail(response.json().data.user.email))?.referredBy).toBeNull();
  });
});

describe('POST /api/auth/register: duplicates', () => {
  let existing: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    existing = await registerUser(t.app, { email: 'taken@example.com', phone: '01612345678' });
  });

  it('refuses an email already registered, in any case, as a field error', async () => {
    const before = await userCount();
    const response = await register(newRegistration({ email: 'TAKEN@Example.com' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors: { email: ['This email address is already registered'] },
    });
    expect(await userCount()).toBe(before);
  });

  it.each(['+8801612345678', '880 1612-345678', '01612345678', '00880-1612-345678'])(
    'refuses a phone already registered, written as %j, as a field error',
    async (phone) => {
      const before = await userCount();
      const response = await register(newRegistration({ phone }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ phone: ['This phone number is already registered'] });
      expect(await userCount()).toBe(before);
    },
  );

  it('lets only one of two simultaneous sign-ups with the same email or phone through, the other a field error', async () => {
    const email = 'race@example.com';
    const byEmail = await Promise.all([
      register(newRegistration({ email })),
      register(newRegistration({ email: email.toUpperCase() })),
    ]);
    expect(byEmail.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(byEmail.find((r) => r.statusCode === 422)?.json().errors).toEqual({
      email: ['This email address is already registered'],
    });

    const byPhone = await Promise.all([
      register(newRegistration({ phone: '01512345678' })),
      register(newRegistration({ phone: '+880 1512-345678' })),
    ]);
    expect(byPhone.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(byPhone.find((r) => r.statusCode === 422)?.json().errors).toEqual({
      phone: ['This phone number is already registered'],
    });
    const rows = await t.database.db.select().from(users).where(eq(users.phone, '+8801512345678'));
    expect(rows).toHaveLength(1);
  });

  it('reports both when email and phone are taken', async () => {
    const response = await register(newRegistration({ email: existing.payload.email, phone: '01612345678' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['This email address is already registered'],
      phone: ['This phone number is already registered'],
    });
  });

  it('sends no verification mail for a refused registration', async () => {
    const before = (await t.mails()).length;
    await register(newRegistration({ email: 'taken@example.com' }));
    expect((await t.mails()).length).toBe(before);
  });
});

describe('POST /api/auth/register: validation (spec section 5)', () => {
  it('names every missing field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors: {
        name: ['Full name is required'],
        email: ['Email is required'],
        phone: ['Phone number is required'],
        country: ['Please select your country'],
        password: ['Password is required'],
        password_confirmation: ['Confirm password is required'],
        terms: ['Please accept the terms and conditions'],
      },
    });
  });

  it('reports cross-field errors together with the other field errors, one message per field', async () => {
    const response = await register({
      name: '',
      email: '',
      phone: '123',
      country: 'BD',
      password: 'long-enough-1',
      password_confirmation: 'something-else',
      terms: true,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['Full name is required'],
      email: ['Email is required'],
      phone: ['Please enter a valid phone number'],
      password_confirmation: ['Passwords do not match'],
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a blank name', { name: '   ' }, 'name', 'Full name is required'],
    ['a one-letter name', { name: 'A' }, 'name', 'Name must be at least 2 characters'],
    ['a name padded to look long', { name: '  A  ' }, 'name', 'Name must be at least 2 characters'],
    ['a too long name', { name: 'N'.repeat(101) }, 'name', 'Full name must be at most 100 characters'],
    ['a name that is not text', { name: 42 }, 'name', 'Full name is required'],
    ['an email without @', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['an email without a domain', { email: 'someone@' }, 'email', 'Please enter a valid email address'],
    ['an email without a TLD', { email: 'someone@host' }, 'email', 'Please enter a valid email address'],
    [
      'an email with spaces',
      { email: 'some one@example.com' },
      'email',
      'Please enter a valid email address',
    ],
    ['an empty email', { email: '' }, 'email', 'Email is required'],
    ['an empty phone', { phone: '' }, 'phone', 'Phone number is required'],
    ['a phone of letters', { phone: 'call me' }, 'phone', 'Please enter a valid phone number'],
    ['a too short phone', { phone: '01712' }, 'phone', 'Please enter a valid phone number'],
    [
      'a BD phone with a wrong prefix',
      { phone: '01212345678' },
      'phone',
      'Please enter a valid phone number',
    ],
    ['a BD landline-length number', { phone: '0171234567' }, 'phone', 'Please enter a valid phone number'],
    [
      'a UAE phone for Bangladesh',
      { country: 'BD', phone: '+971501234567' },
      'phone',
      'Please enter a valid phone number',
    ],
    [
      'a Bangladeshi phone for the UAE',
      { country: 'AE', phone: '+8801712345678' },
      'phone',
      'Please enter a valid phone number',
    ],
    ['a missing country', { country: undefined }, 'country', 'Please select your country'],
    ['an empty country', { country: '' }, 'country', 'Please select your country'],
    ['an unknown country code', { country: 'ZZ' }, 'country', 'Please select your country'],
    ['a country name instead of a code', { country: 'Bangladesh' }, 'country', 'Please select your country'],
    [
      'a 7-character password',
      { password: 'abcdefg', password_confirmation: 'abcdefg' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'a too long password',
      { password: 'p'.repeat(129), password_confirmation: 'p'.repeat(129) },
      'password',
      'Password must be at most 128 characters',
    ],
    ['an empty password', { password: '' }, 'password', 'Password is required'],
    [
      'a confirmation that differs',
      { password: 'secret-pass-1', password_confirmation: 'secret-pass-2' },
      'password_confirmation',
      'Passwords do not match',
    ],
    [
      'an empty confirmation',
      { password_confirmation: '' },
      'password_confirmation',
      'Confirm password is required',
    ],
    ['terms false', { terms: false }, 'terms', 'Please accept the terms and conditions'],
    ['terms "no"', { terms: 'no' }, 'terms', 'Please accept the terms and conditions'],
    ['terms 0', { terms: 0 }, 'terms', 'Please accept the terms and conditions'],
    ['terms missing', { terms: undefined }, 'terms', 'Please accept the terms and conditions'],
    [
      'a too long referral code',
      { referral_code: 'R'.repeat(33) },
      'referral_code',
      'Referral code must be at most 32 characters',
    ],
    ['an unknown language', { language: 'xx' }, 'language', 'Language is invalid'],
  ])('refuses %s with 422 and only that field message', async (_label, overrides, field, message) => {
    const payload = newRegistration(overrides);
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors).toEqual({ [field]: [message] });
    if (typeof payload.email === 'string' && payload.email.includes('@'))
      expect(await userByEmail(payload.email)).toBeUndefined();
  });

  it('answers in Bengali with X-Locale: bn', async () => {
    const response = await register(
      newRegistration({ name: 'A', password: 'short', password_confirmation: 'short', terms: false }),
      { 'x-locale': 'bn' },
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('প্রদত্ত তথ্য সঠিক নয়।');
    expect(body.errors).toEqual({
      name: ['নাম কমপক্ষে ২ অক্ষরের হতে হবে'],
      password: ['পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে'],
      terms: ['অনুগ্রহ করে শর্তাবলি মেনে নিন'],
    });
  });

  it('answers in Bengali from Accept-Language, including duplicate-account errors', async () => {
    await registerUser(t.app, { email: 'bn-dup@example.com' });
    const response = await register(newRegistration({ email: 'bn-dup@example.com' }), {
      'accept-language': 'bn-BD,bn;q=0.9,en;q=0.5',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('প্রদত্ত তথ্য সঠিক নয়।');
    expect(body.errors.email).toHaveLength(1);
    expect(body.errors.email[0]).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('POST /api/auth/register: persisted state', () => {
  it('gives every account a distinct referral code', async () => {
    const rows = await t.database.db.select({ code: users.referralCode }).from(users);
    expect(rows.length).toBeGreaterThan(5);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('stores every email in lower case', async () => {
    const rows = await t.database.db.select({ email: users.email }).from(users).where(eq(users.role, 'user'));
    for (const { email } of rows) expect(email).toBe(email.toLowerCase());
  });
});
