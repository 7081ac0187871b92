import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  getCsrf,
  newRegistration,
  registerUser,
  type TTestApp,
} from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { createDatabase } from '../db/client.ts';

let t: TTestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 2048 });
  ({ token } = await registerUser(t.app));
});
afterAll(() => t.close());

/** A POST with a raw body and a CSRF token, as a browser would send it. */
async function rawPost(
  url: string,
  payload: string,
  contentType: string,
  extra: Record<string, string> = {},
) {
  const csrf = await getCsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token, 'content-type': contentType, ...extra },
    payload,
  });
}

function expectErrorShape(body: Record<string, unknown>) {
  expect(body.success).toBe(false);
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  for (const key of Object.keys(body)) expect(['success', 'code', 'message', 'errors']).toContain(key);
}

describe('unknown routes', () => {
  it.each<['GET' | 'DELETE' | 'PUT', string, string]>([
    ['GET', '/api/nope', 'Route GET /api/nope not found.'],
    ['GET', '/api/nope?secret=1', 'Route GET /api/nope not found.'],
    ['GET', '/api', 'Route GET /api not found.'],
    ['GET', '/api/auth/login', 'Route GET /api/auth/login not found.'],
    ['PUT', '/api/auth/login', 'Route PUT /api/auth/login not found.'],
    ['DELETE', '/api/users/me', 'Route DELETE /api/users/me not found.'],
  ])('%s %s answers 404 in the error shape', async (method, url, message) => {
    const response = await t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message });
  });

  it('answers a POST to an unknown API route with 404 once the CSRF check passes', async () => {
    const response = await call(t.app, 'POST', '/api/nope', { body: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers a file-like path outside /api with a JSON 404 rather than the web page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/missing-script.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Route GET /missing-script.js not found.',
    });
  });

  it('words the 404 in the requested language', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-locale': 'bn' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('bad bodies', () => {
  it.each(['{bad json', '{"login": "a@example.com",}', '[1, 2', 'null null'])(
    'answers malformed JSON %j with 400 INVALID_JSON',
    async (payload) => {
      const response = await rawPost('/api/auth/login', payload, 'application/json');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'INVALID_JSON',
        message: 'The request body is not valid JSON.',
      });
    },
  );

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await rawPost('/api/auth/login', '', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('answers a body over BODY_LIMIT with 413 and does not act on it', async () => {
    const payload = JSON.stringify(newRegistration({ name: 'N'.repeat(3000) }));
    const response = await rawPost('/api/auth/register', payload, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
    // A body under the limit is fine.
    const small = await rawPost('/api/auth/register', JSON.stringify(newRegistration()), 'application/json');
    expect(small.statusCode).toBe(201);
  });

  it.each([
    'application/xml',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'image/png',
  ])('answers the content type %s with 415', async (contentType) => {
    const response = await rawPost('/api/auth/login', 'login=a%40example.com&password=x', contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This content type is not supported.',
    });
  });

  it('answers a body that is not an object with 422', async () => {
    const response = await rawPost('/api/auth/login', '"just a string"', 'application/json');
    expect(response.statusCode).toBe(422);
    expectErrorShape(response.json());
    expect(response.json().code).toBe('VALIDATION_FAILED');
    // Never zod's raw English: a worded message in the request's language.
    expect(response.json().errors).toEqual({ _: ['The request could not be understood.'] });
  });

  it('words a body that is not an object in the requested language', async () => {
    const response = await rawPost('/api/auth/login', 'null', 'application/json', { 'x-locale': 'bn' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors._[0]).not.toMatch(/Invalid input|expected/);
  });
});

describe('validation errors', () => {
  it('answer 422 with an errors object of message arrays per field', async () => {
    const response = await call(t.app, 'POST', '/api/auth/register', { body: { email: 'bad' } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expectErrorShape(body);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('The given data was invalid.');
    expect(Object.keys(body.errors).sort()).toEqual(
      ['country', 'email', 'name', 'password', 'password_confirmation', 'phone', 'terms'].sort(),
    );
    for (const messages of Object.values(body.errors)) {
      expect(Array.isArray(messages)).toBe(true);
      expect((messages as unknown[]).length).toBeGreaterThan(0);
      for (const message of messages as unknown[]) expect(typeof message).toBe('string');
    }
  });
});

describe('server errors', () => {
  it('answer 500 without leaking internals when the database is gone', async () => {
    const broken = await createTestApp();
    const { token: brokenToken } = await registerUser(broken.app);
    await broken.database.pool.end();
    try {
      const responses = [
        await broken.app.inject({ method: 'GET', url: '/api/stats' }),
        await broken.app.inject({
          method: 'GET',
          url: '/user',
          headers: { authorization: `Bearer ${brokenToken}` },
        }),
        await call(broken.app, 'POST', '/api/auth/login', {
          body: { login: 'a@example.com', password: 'secret' },
        }),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          success: false,
          code: 'INTERNAL',
          message: 'Something went wrong on our side. Please try again.',
        });
        expect(response.body).not.toMatch(/pool|stack|at |\.ts|sql|postgres|Error/i);
      }
      const bn = await broken.app.inject({ method: 'GET', url: '/api/stats', headers: { 'x-locale': 'bn' } });
      expect(bn.statusCode).toBe(500);
      expect(bn.json().message).toMatch(/[\u0980-\u09FF]/);
    } finally {
      await broken.app.close();
    }
  });
});

describe('router errors', () => {
  it('answers a path parameter over 200 characters with 400 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/cards/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'The request could not be understood.',
    });
  });
});

describe('the NUL character', () => {
  it('is refused in a JSON body, a query and a path with one clear message, and nothing is stored', async () => {
    const expected = {
      success: false,
      code: 'BAD_REQUEST',
      message: 'Text may not contain the NUL character (U+0000).',
    };
    const created = await call(t.app, 'POST', '/api/my/businesses', {
      token,
      body: { name: 'Tea\u0000House', type: 'retail' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(expected);
    const mine = await call(t.app, 'GET', '/api/my/businesses', { token });
    expect(mine.json().data).toEqual([]);

    const nested = await call(t.app, 'PATCH', '/user', { token, body: { name: ['x\u0000'] } });
    expect(nested.statusCode).toBe(400);

    const searched = await call(t.app, 'GET', '/api/businesses?q=tea%00house');
    expect(searched.statusCode).toBe(400);
    expect(searched.json()).toEqual(expected);

    const page = await call(t.app, 'GET', '/api/businesses/tea%00house');
    expect(page.statusCode).toBe(400);
  });

  it('is answered in the user’s language', async () => {
    const response = await call(t.app, 'GET', '/api/businesses?q=%00', { headers: { 'x-locale': 'bn' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('লেখায় NUL অক্ষর (U+0000) থাকতে পারে না।');
  });
});

describe('a database too busy to take the work', () => {
  it('answers 503 with Retry-After in the error shape, not 500, and serves again once free', async () => {
    // Every pooled connection held: the next query waits the pool's 10 s, then gives up.
    const held = await Promise.all(Array.from({ length: 5 }, () => t.database.pool.connect()));
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/wallet',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expectErrorShape(response.json());
      expect(response.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'The service is temporarily unavailable.',
      });
    } finally {
      for (const client of held) client.release();
    }
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(200);
  }, 40_000);
});

describe('a database that cannot be reached (restarting after a crash, a network cut)', () => {
  it('answers 503 with Retry-After, not 500', async () => {
    // Nothing listens on port 9: every connection is refused, as while PostgreSQL restarts.
    const unreachable = createDatabase('postgres://haat:none@127.0.0.1:9/haat', 1);
    const app = await buildApp({ config: t.app.deps.config, db: unreachable.db });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/wallet',
        headers: { authorization: `Bearer ${token}`, host: new URL(t.app.deps.config.appUrl).host },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expectErrorShape(response.json());
      expect(response.json().code).toBe('UNAVAILABLE');
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});
