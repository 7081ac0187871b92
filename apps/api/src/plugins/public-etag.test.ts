import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';
import { etagMatches } from '../lib/etag.ts';

describe('ETags of public JSON', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it.each(['/api/countries?lang=en', '/api/stats', '/api/businesses?sort=rating', '/api/directory/cities'])(
    '%s has a weak ETag and answers 304 without a body when the browser has it',
    async (url) => {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['content-length']).toBeUndefined();
      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
    },
  );

  it('keeps the routes’ own Cache-Control and revalidates the rest', async () => {
    expect((await get('/api/countries')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/api/businesses')).headers['cache-control']).toBe('no-cache');
  });

  it('gives the content one ETag whatever the encoding, and a 304 keeps the Vary', async () => {
    const plain = await get('/api/countries?lang=bn');
    const br = await get('/api/countries?lang=bn', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const again = await get('/api/countries?lang=bn', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.vary).toMatch(/accept-encoding/i);
  });

  it('a different answer has a different ETag', async () => {
    const en = await get('/api/countries?lang=en');
    const bn = await get('/api/countries?lang=bn');
    expect(en.headers.etag).not.toBe(bn.headers.etag);
    expect(
      (await get('/api/countries?lang=en', { 'if-none-match': String(bn.headers.etag) })).statusCode,
    ).toBe(200);
  });

  it('tags nothing else: private answers, health, errors', async () => {
    expect((await get('/api/health')).headers.etag).toBeUndefined();
    expect((await get('/api/businesses/no-such-business')).headers.etag).toBeUndefined();
    expect((await get('/user')).headers.etag).toBeUndefined();
  });
});

describe('etagMatches', () => {
  it('compares weakly and understands lists and *', () => {
    expect(etagMatches('W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(etagMatches('*', 'W/"a"')).toBe(true);
    expect(etagMatches('W/"b"', 'W/"a"')).toBe(false);
    expect(etagMatches(undefined, 'W/"a"')).toBe(false);
  });
});
