import { createHmac, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  getCsrf,
  newRegistration,
  registerUser,
  type TTestApp,
} from '../../test/test-app.ts';
import { users } from '../db/schema/users.ts';

const MISMATCH = { success: false, code: 'CSRF_MISMATCH', message: 'CSRF token mismatch.' };

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

function cookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const line of list) {
    const match = new RegExp(`^${name}=([^;]*)`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

async function userCount() {
  const [row] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** A register attempt with the given CSRF headers; asserts nothing was created when it is refused. */
async function registerWith(headers: Record<string, string>) {
  const payload = newRegistration();
  const [before, mailsBefore] = [await userCount(), (await t.mails()).length];
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload });
  if (response.statusCode === 419) {
    expect(await userCount()).toBe(before);
    expect((await t.mails()).length).toBe(mailsBefore);
  }
  return response;
}

describe('GET /api/auth/csrf', () => {
  it('sets the XSRF-TOKEN cookie (readable by scripts, SameSite=Lax) and answers the same token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/csrf' });
    expect(response.statusCode).toBe(200);
    const token = response.json().data.csrf_token as string;
    expect(response.json().success).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const setCookie = String(response.headers['set-cookie']);
    expect(cookieValue(response.headers['set-cookie'], 'XSRF-TOKEN')).toBe(token);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/HttpOnly/i);
  });

  it('keeps a genuine cookie: same token, no new cookie', async () => {
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      headers: { cookie: csrf.cookie },
    });
    expect(response.json().data.csrf_token).toBe(csrf.token);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('replaces a forged cookie with a genuine one', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      headers: { cookie: 'XSRF-TOKEN=forged.token' },
    });
    const token = response.json().data.csrf_token as string;
    expect(token).not.toBe('forged.token');
    expect(cookieValue(response.headers['set-cookie'], 'XSRF-TOKEN')).toBe(token);
  });

  it('gives each browser its own token', async () => {
    const [a, b] = [await getCsrf(t.app), await getCsrf(t.app)];
    expect(a.token).not.toBe(b.token);
  });
});

describe('state-changing requests without a bearer token', () => {
  it('answer 419 { success:false, message:"CSRF token mismatch." } with no token at all, and change nothing', async () => {
    const response = await registerWith({});
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('answer 419 with the cookie but no header', async () => {
    const csrf = await getCsrf(t.app);
    const response = await registerWith({ cookie: csrf.cookie });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('answer 419 with the header but no cookie', async () => {
    const csrf = await getCsrf(t.app);
    const response = await registerWith({ 'x-csrf-token': csrf.token });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('answer 419 when the header does not match the cookie (both genuine)', async () => {
    const [mine, theirs] = [await getCsrf(t.app), await getCsrf(t.app)];
    const response = await registerWith({ cookie: mine.cookie, 'x-csrf-token': theirs.token });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('answer 419 for a token not signed with the app key, even when cookie and header agree', async () => {
    const random = randomBytes(24).toString('base64url');
    const forged = `${random}.${createHmac('sha256', 'csrf:some-other-key').update(random).digest('base64url')}`;
    const response = await registerWith({ cookie: `XSRF-TOKEN=${forged}`, 'x-csrf-token': forged });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('answer 419 for a genuine token whose signature was tampered with', async () => {
    const csrf = await getCsrf(t.app);
    const [random] = csrf.token.split('.');
    const tampered = `${random}.${'A'.repeat(43)}`;
    const response = await registerWith({ cookie: `XSRF-TOKEN=${tampered}`, 'x-csrf-token': tampered });
    expect(response.statusCode).toBe(419);
  });

  it.each(['', 'abc', '.', 'abc.', '.abc', 'a.b.c'])(
    'answer 419 for the malformed token %j',
    async (token) => {
      const response = await registerWith({ cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': token });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(MISMATCH);
    },
  );

  it('answer 419 for a badly URL-encoded X-XSRF-TOKEN, not 500', async () => {
    const csrf = await getCsrf(t.app);
    const response = await registerWith({ cookie: csrf.cookie, 'x-xsrf-token': '%E0%A4%A' });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it.each<['PATCH' | 'DELETE' | 'PUT' | 'POST', string]>([
    ['PATCH', '/api/users/me'],
    ['DELETE', '/api/auth/sessions/00000000-0000-4000-8000-000000000000'],
    ['POST', '/logout'],
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/forgot-password'],
  ])('apply to %s %s (419 before anything else)', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: {} });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('keep the message exact whatever the language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-locale': 'bn' },
      payload: {},
    });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual(MISMATCH);
  });

  it('succeed with the token in X-CSRF-TOKEN', async () => {
    const csrf = await getCsrf(t.app);
    const response = await registerWith({ cookie: csrf.cookie, 'x-csrf-token': csrf.token });
    expect(response.statusCode).toBe(201);
  });

  it('succeed with the token in X-XSRF-TOKEN, plain or URL-encoded', async () => {
    const csrf = await getCsrf(t.app);
    const everyCharEncoded = [...csrf.token]
      .map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
    for (const header of [csrf.token, encodeURIComponent(csrf.token), everyCharEncoded]) {
      const response = await registerWith({ cookie: csrf.cookie, 'x-xsrf-token': header });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('requests that need no CSRF token', () => {
  it('bearer-authenticated requests change state without one', async () => {
    const { token } = await registerUser(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { theme: 'dark' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().data.theme).toBe('dark');
    const logout = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
  });

  it('an invalid bearer token gets 401, not 419', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: { authorization: 'Bearer junk' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each(['/api/health', '/api/countries', '/api/stats', '/api/auth/csrf', '/api/openapi.json'])(
    'GET %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
    },
  );

  it('the browser flow works end to end through the helper (cookie + header)', async () => {
    const response = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'x@example.com' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the token format is exact (a genuine token with anything added is not a token)', () => {
  const META = /<meta name="csrf-token" content="([^"]*)">/;
  const variants = (token: string) => {
    const [random = '', signature = ''] = token.split('.');
    return {
      'a suffix after a dot': `${token}.anything`,
      'a suffix with HTML': `${token}."><script>alert(1)</script>`,
      'two dots': `${token}.`,
      'letters appended': `${token}AAAA`,
      'letters prepended': `AAAA${token}`,
      'another separator': `${random}:${signature}`,
      'a comma separator': `${random},${signature}`,
      padding: `${token}=`,
      'too long': `${token}${'A'.repeat(5000)}`,
      'non-ASCII appended': `${token}é`,
      'non-ASCII inside': `${random}.${signature.slice(0, -1)}ই`,
      'whitespace around': ` ${token} `,
      'an extra dot part before': `x.${token}`,
    };
  };

  it.each(Object.keys(variants('a.b')))(
    'refuses %s in cookie and header alike (419, nothing created)',
    async (name) => {
      const csrf = await getCsrf(t.app);
      const bad = variants(csrf.token)[name as keyof ReturnType<typeof variants>];
      const cookie = `XSRF-TOKEN=${encodeURIComponent(bad)}`;
      const response = await registerWith({ cookie, 'x-csrf-token': encodeURIComponent(bad) });
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual(MISMATCH);
      const raw = await registerWith({ cookie, 'x-xsrf-token': encodeURIComponent(bad) });
      expect(raw.statusCode).toBe(419);
    },
  );

  it.each(Object.keys(variants('a.b')))(
    'never echoes a cookie with %s: index.html and /api/auth/csrf get a fresh genuine token',
    async (name) => {
      const csrf = await getCsrf(t.app);
      const bad = variants(csrf.token)[name as keyof ReturnType<typeof variants>];
      const cookie = `XSRF-TOKEN=${encodeURIComponent(bad)}`;
      const page = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie } });
      const meta = META.exec(page.body)?.[1] ?? '';
      expect(meta).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/);
      expect(meta).not.toBe(csrf.token);
      expect(cookieValue(page.headers['set-cookie'], 'XSRF-TOKEN')).toBe(meta);
      expect(page.body).not.toContain('anything');
      expect(page.body).not.toContain('<script>alert');
      const api = await t.app.inject({ method: 'GET', url: '/api/auth/csrf', headers: { cookie } });
      expect(api.json().data.csrf_token).toMatch(/^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/);
      expect(api.json().data.csrf_token).not.toBe(bad);
    },
  );

  it('a genuine cookie with a header carrying a suffix is refused', async () => {
    const csrf = await getCsrf(t.app);
    const response = await registerWith({ cookie: csrf.cookie, 'x-csrf-token': `${csrf.token}.x` });
    expect(response.statusCode).toBe(419);
  });

  it('the card contact form refuses a malleable token in its form field too', async () => {
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/c/no-such-card/contact',
      headers: {
        cookie: `XSRF-TOKEN=${csrf.token}.x`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ _token: `${csrf.token}.x`, name: 'A', message: 'B' }).toString(),
    });
    expect(response.statusCode).toBe(419);
  });
});
