import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: TTestApp;
beforeAll(async () => {
  // Rate limits are tested in rate-limit.test.ts; this file registers many users.
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const patch = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  call(t.app, 'PATCH', '/api/users/me', { token, body, headers });

async function row(id: string) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, id));
  if (!found) throw new Error('user not found');
  return found;
}

describe('PATCH /api/users/me', () => {
  it('updates the name, country, language and theme', async () => {
    const { token, user } = await registerUser(t.app);
    const response = await patch(token, {
      name: '  Nusrat Jahan ',
      country: 'ae',
      language: 'bn',
      theme: 'dark',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Your profile has been updated.');
    expect(body.data).toMatchObject({
      id: user.id,
      name: 'Nusrat Jahan',
      country: 'AE',
      language: 'bn',
      theme: 'dark',
      email: user.email,
      phone: user.phone,
    });
    const stored = await row(user.id);
    expect(stored).toMatchObject({ name: 'Nusrat Jahan', country: 'AE', language: 'bn', theme: 'dark' });
    expect(stored.updatedAt.getTime()).toBeGreaterThan(stored.createdAt.getTime());
    expect((await call(t.app, 'GET', '/user', { token })).json()).toMatchObject({
      language: 'bn',
      theme: 'dark',
    });
  });

  it('changes only the fields sent', async () => {
    const { token, user } = await registerUser(t.app);
    const response = await patch(token, { theme: 'light' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      theme: 'light',
      name: user.name,
      language: 'en',
      country: 'BD',
    });
    const empty = await patch(token, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data.theme).toBe('light');
  });

  it('ignores fields the user may not change here (role, email, phone, status, verification)', async () => {
    const { token, user } = await registerUser(t.app);
    const response = await patch(token, {
      role: 'admin',
      status: 'suspended',
      email: 'new@example.com',
      phone: '+8801999999999',
      email_verified_at: '2020-01-01T00:00:00Z',
      referral_code: 'MINE1234',
      name: 'Still Me',
    });
    expect(response.statusCode).toBe(200);
    const stored = await row(user.id);
    expect(stored).toMatchObject({
      name: 'Still Me',
      role: 'user',
      status: 'active',
      email: user.email,
      phone: user.phone,
      emailVerifiedAt: null,
      referralCode: user.referral_code,
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['a one-letter name', { name: 'A' }, { name: ['Name must be at least 2 characters'] }],
    ['an empty name', { name: '' }, { name: ['Full name is required'] }],
    ['a too long name', { name: 'N'.repeat(101) }, { name: ['Full name must be at most 100 characters'] }],
    ['an unknown country', { country: 'ZZ' }, { country: ['Please select your country'] }],
    ['an unknown language', { language: 'xx' }, { language: ['Language is invalid'] }],
    ['an unknown theme', { theme: 'blue' }, { theme: ['Theme is invalid'] }],
    [
      'several bad fields',
      { name: 'A', theme: 'blue', language: 'xx' },
      {
        name: ['Name must be at least 2 characters'],
        language: ['Language is invalid'],
        theme: ['Theme is invalid'],
      },
    ],
  ])('refuses %s with 422 and changes nothing', async (_label, body, errors) => {
    const { token, user } = await registerUser(t.app);
    const before = await row(user.id);
    const response = await patch(token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors,
    });
    expect(await row(user.id)).toEqual(before);
  });

  it("answers in the user's saved language, unless X-Locale asks for another", async () => {
    const { token } = await registerUser(t.app, { language: 'bn' });
    const saved = await patch(token, { name: 'A' });
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors.name).toEqual(['নাম কমপক্ষে ২ অক্ষরের হতে হবে']);
    const english = await patch(token, { name: 'A' }, { 'x-locale': 'en' });
    expect(english.json().errors.name).toEqual(['Name must be at least 2 characters']);
  });

  it('requires a signed-in user', async () => {
    const csrf = await getCsrf(t.app);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
      payload: { name: 'Intruder' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      code: 'UNAUTHENTICATED',
      message: 'Unauthenticated.',
    });

    const badToken = await patch(
      '00000000-0000-4000-8000-000000000000|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      {
        name: 'Intruder',
      },
    );
    expect(badToken.statusCode).toBe(401);

    const { token, user } = await registerUser(t.app);
    await call(t.app, 'POST', '/logout', { token });
    const revoked = await patch(token, { name: 'Intruder' });
    expect(revoked.statusCode).toBe(401);
    expect((await row(user.id)).name).toBe(user.name);
  });
});
