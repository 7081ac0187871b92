import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app.ts';

const APP_JS = `console.log(${JSON.stringify('Haat '.repeat(600))});`;
const SW_JS = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;
const OFFLINE = `<!doctype html><html><head><title>Offline</title></head><body><button onclick="location.reload()">Retry</button>${'<p>offline</p>'.repeat(100)}</body></html>`;
const INDEX = `<!doctype html><html><head><meta name="csrf-token" content="" /><script>document.documentElement.dataset.theme='light'</script><title>Built</title></head><body><div id="root">${'<p>shell</p>'.repeat(150)}</div></body></html>`;
const NOTES = 'Plain notes. '.repeat(200);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(4000, 3)]);

/** Writes a file with the `.br` and `.gz` the build's precompress step would write beside it. */
async function writePrecompressed(path: string, text: string) {
  await writeFile(path, text);
  await writeFile(`${path}.br`, brotliCompressSync(text));
  await writeFile(`${path}.gz`, gzipSync(text));
}

describe('precompressed files of the web build', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'haat-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writePrecompressed(join(dist, 'assets', 'app-abc123.js'), APP_JS);
    await writePrecompressed(join(dist, 'sw.js'), SW_JS);
    await writePrecompressed(join(dist, 'offline.html'), OFFLINE);
    await writeFile(join(dist, 'notes.txt'), NOTES);
    await writeFile(join(dist, 'assets', 'logo-abc123.png'), PNG);
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, headers });

  it('sends the .br file to a browser that accepts brotli, typed as the original, cached for a year', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(APP_JS).length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the .gz file to a gzip-only browser and the file itself to one that accepts neither', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(gzipSync(APP_JS));
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(APP_JS);
  });

  it('answers 304 to If-None-Match, and each encoding has its own ETag', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app-abc123.js');
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/app-abc123.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the compressed headers and no body', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(APP_JS).length);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers a Range request with exactly those bytes, never compressed again', async () => {
    const plain = await get('/assets/app-abc123.js', { range: 'bytes=0-11' });
    expect(plain.statusCode).toBe(206);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS.slice(0, 12));
    const br = await get('/assets/app-abc123.js', { range: 'bytes=0-11', 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(206);
    expect(br.rawPayload).toEqual(brotliCompressSync(APP_JS).subarray(0, 12));
  });

  it('never compresses a PNG', async () => {
    const response = await get('/assets/logo-abc123.png', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload).toEqual(PNG);
  });

  it('keeps the service worker revalidated (never immutable) and without a CSP', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it("gives a precompressed page the CSP made from the page's own text", async () => {
    const plain = await get('/offline.html');
    const br = await get('/offline.html', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-security-policy']).toContain("'unsafe-hashes' 'sha256-");
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('compresses a text file the build did not precompress, per request', async () => {
    const response = await get('/notes.txt', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.etag).toMatch(/^W\//);
    expect(response.headers['content-length']).toBeUndefined();
  });

  it('compresses the app page (index.html with the CSRF token) and keeps its CSP', async () => {
    const response = await get('/business', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(response.rawPayload).toString()).toMatch(
      /<meta name="csrf-token" content="[^"]+">/,
    );
  });
});
