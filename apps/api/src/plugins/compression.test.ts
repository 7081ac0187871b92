import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from '../lib/http-compression.ts';
import { compressionPlugin } from './compression.ts';

const BIG_JSON = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Business number ${i}` })) };
const CSV_ROWS = Array.from({ length: 500 }, (_, i) => `${i},Masala tea ${i},4500\r\n`);

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
  ])('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('compression of answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(compressionPlugin);
    app.get('/big.json', async () => BIG_JSON);
    app.get('/small.json', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send('<p>hi</p>'.repeat(400)),
    );
    app.get('/image.png', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
    app.get('/encoded', async (_request, reply) =>
      reply.type('text/plain').header('content-encoding', 'gzip').send(Buffer.alloc(2048, 1)),
    );
    app.get('/tagged.svg', async (_request, reply) =>
      reply
        .type('image/svg+xml; charset=utf-8')
        .header('etag', '"v1"')
        .header('vary', 'Cookie')
        .send(`<svg>${' '.repeat(2048)}</svg>`),
    );
    app.get('/export.csv', async (_request, reply) =>
      reply.type('text/csv; charset=utf-8').send(Readable.from(CSV_ROWS)),
    );
    app.get('/partial', async (_request, reply) =>
      reply.code(206).type('text/plain').header('content-range', 'bytes 0-2047/9999').send('x'.repeat(2048)),
    );
    app.get<{ Querystring: { v: string } }>('/versioned', async (request, reply) =>
      reply
        .type('application/json')
        .header('etag', `W/"${request.query.v}"`)
        .send(JSON.stringify({ v: request.query.v, pad: 'z'.repeat(3000) })),
    );
    app.setNotFoundHandler((_request, reply) => reply.type('text/html').send('<p>app</p>'.repeat(300)));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])(
    'answers JSON in %s when the browser accepts it, with Vary and a matching length',
    async (encoding, accept) => {
      const response = await app.inject({ url: '/big.json', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(JSON.stringify(BIG_JSON).length / 3);
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(BIG_JSON);
    },
  );

  it('answers identity without Accept-Encoding or with only unknown encodings, still with Vary', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }]) {
      const response = await app.inject({ url: '/big.json', headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.json()).toEqual(BIG_JSON);
    }
  });

  it('leaves bodies under 1 KB alone', async () => {
    const response = await app.inject({ url: '/small.json', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual({ ok: true });
  });

  it('compresses HTML sent as a string, also from the not-found handler (the web app pages)', async () => {
    for (const url of ['/page', '/some/spa/route']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding']).toBe('br');
      expect(decode('br', response.rawPayload)).toMatch(/^<p>/);
    }
  });

  it('never recompresses images or bodies that already have an encoding', async () => {
    const image = await app.inject({ url: '/image.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const encoded = await app.inject({ url: '/encoded', headers: { 'accept-encoding': 'br' } });
    expect(encoded.headers['content-encoding']).toBe('gzip');
    expect(encoded.rawPayload).toEqual(Buffer.alloc(2048, 1));
  });

  it('weakens a strong ETag and adds to an existing Vary when it compresses', async () => {
    const response = await app.inject({ url: '/tagged.svg', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toBe('W/"v1"');
    expect(response.headers.vary).toBe('Cookie, Accept-Encoding');
    const plain = await app.inject({ url: '/tagged.svg' });
    expect(plain.headers.etag).toBe('"v1"');
  });

  it('compresses an answer with an ETag once and reuses it while the ETag is the same', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ url: '/versioned?v=1', headers });
    const again = await app.inject({ url: '/versioned?v=1', headers });
    expect(again.rawPayload).toEqual(first.rawPayload);
    expect(JSON.parse(decode('br', again.rawPayload)).v).toBe('1');
    const next = await app.inject({ url: '/versioned?v=2', headers });
    expect(JSON.parse(decode('br', next.rawPayload)).v).toBe('2');
    const gzip = await app.inject({ url: '/versioned?v=1', headers: { 'accept-encoding': 'gzip' } });
    expect(JSON.parse(decode('gzip', gzip.rawPayload)).v).toBe('1');
  });

  it('compresses a streamed CSV as it streams, without a Content-Length', async () => {
    const response = await app.inject({ url: '/export.csv', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(decode('br', response.rawPayload)).toBe(CSV_ROWS.join(''));
    const plain = await app.inject({ url: '/export.csv' });
    expect(plain.body).toBe(CSV_ROWS.join(''));
  });

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const get = await app.inject({ url: '/big.json', headers: { 'accept-encoding': 'br' } });
    const head = await app.inject({ method: 'HEAD', url: '/big.json', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);
    const streamed = await app.inject({
      method: 'HEAD',
      url: '/export.csv',
      headers: { 'accept-encoding': 'br' },
    });
    expect(streamed.statusCode).toBe(200);
    expect(streamed.headers['content-encoding']).toBe('br');
    expect(streamed.rawPayload.length).toBe(0);
  });

  it('leaves partial content (206, Content-Range) as it is', async () => {
    const response = await app.inject({ url: '/partial', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('x'.repeat(2048));
  });
});
