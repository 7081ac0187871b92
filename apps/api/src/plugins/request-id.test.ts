import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { loggerOptions } from './logger-options.ts';
import { requestIdOf } from './request-id.ts';

/* Decision 068: request ids in answers and on every log line; JSON logs. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface TLogLine {
  level: string;
  time: string;
  msg: string;
  request_id?: string;
  [key: string]: unknown;
}

/** The app's JSON log (as in production), kept in memory. */
function logCapture() {
  const lines: TLogLine[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { ...loggerOptions('json', 'info'), stream } };
}

describe('requestIdOf', () => {
  it.each(['abc', 'a1B2.c3:d4_e5-f6', '0123456789abcdef0123456789abcdef', 'x'.repeat(64)])(
    'keeps a safe incoming id (%s)',
    (id) => {
      expect(requestIdOf({ headers: { 'x-request-id': id } })).toBe(id);
    },
  );

  it.each([
    ['too long', 'x'.repeat(65)],
    ['empty', ''],
    ['spaces', 'a b'],
    ['markup', '<script>'],
    ['a line break', 'a\nb'],
    ['JSON', '{"level":"fatal"}'],
  ])('replaces an unsafe one (%s) with a new UUID', (_name, id) => {
    expect(requestIdOf({ headers: { 'x-request-id': id } })).toMatch(UUID);
  });

  it('makes a new UUID when none is sent, and a different one each time', () => {
    const first = requestIdOf({ headers: {} });
    expect(first).toMatch(UUID);
    expect(requestIdOf({ headers: {} })).not.toBe(first);
  });
});

describe('X-Request-Id on answers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('echoes a safe incoming id and replaces an unsafe one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'not safe at all' },
    });
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });

  it.each([
    ['an unknown route', 'GET', '/api/no-such-route', 404],
    ['a change without the CSRF token', 'PATCH', '/api/users/me', 419],
    ['a page', 'GET', '/login', 200],
    ['a malformed address (the router’s own answer)', 'GET', '/api/businesses/%E0%A4%A', 400],
  ])('is on %s (%s %s → %i)', async (_name, method, url, status) => {
    const response = await t.app.inject({
      method: method as 'GET' | 'PATCH',
      url,
      ...(method === 'PATCH' ? { payload: { name: 'x' } } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});

describe('logs', () => {
  it('are JSON lines with an ISO time, the level as a word and the request id on every line about a request', async () => {
    const capture = logCapture();
    const t = await createTestApp({}, { logger: capture.logger });
    try {
      await t.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'trace-me-1' },
      });
      const about = capture.lines.filter((line) => line.request_id === 'trace-me-1');
      expect(about.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
      for (const line of about) {
        expect(line.level).toBe('info');
        expect(line.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect(line.version).toMatch(/^\d+\.\d+\.\d+/);
      }
      // Every line about a request names one.
      for (const line of capture.lines.filter((entry) => entry.req || entry.res))
        expect(line.request_id).toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });

  it('carry the request id on an unhandled error, with the bearer token still redacted', async () => {
    const capture = logCapture();
    const t = await createTestApp({}, { logger: capture.logger });
    try {
      await t.database.pool.end();
      const secret = 's3cret-token-part-abcdefghijklmnop';
      const response = await t.app.inject({
        method: 'GET',
        url: '/user',
        headers: { 'x-request-id': 'broken-db-1', authorization: `Bearer ${randomUUID()}|${secret}` },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(response.headers['x-request-id']).toBe('broken-db-1');
      const errorLine = capture.lines.find((line) => line.level === 'error' || line.level === 'warn');
      expect(errorLine).toMatchObject({ request_id: 'broken-db-1' });
      expect(JSON.stringify(capture.lines)).not.toContain(secret);
    } finally {
      await t.app.close();
    }
  });
});

describe('loggerOptions', () => {
  it('uses pino-pretty for `pretty`, and JSON otherwise', () => {
    expect(loggerOptions('pretty', 'debug')).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
    const json = loggerOptions('json', 'warn');
    expect(json.level).toBe('warn');
    expect(json.transport).toBeUndefined();
  });
});
