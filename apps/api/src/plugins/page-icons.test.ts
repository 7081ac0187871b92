import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { createBusiness } from '../modules/directory/directory-test-helpers.ts';
import { newKey } from '../modules/payments/payments-test-helpers.ts';

/* Issue 12, item 8: /favicon.ico is a real icon, and every server-rendered page declares its icons. */
const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../web');
const publicDir = join(webDir, 'public');

/** The icon links every page must carry (relative, so they load on any host name). */
function expectIcons(html: string) {
  expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48"');
  // No SVG icon: the browser would draw it as a document of its own after every load (decision 026).
  expect(html).not.toContain('href="/favicon.svg" type="image/svg+xml"');
  expect(html).toContain('<link rel="icon" href="/icons/icon-192.png" type="image/png" sizes="192x192"');
  expect(html).toContain('<link rel="apple-touch-icon" href="/icons/icon-192.png"');
}

describe('the committed favicon.ico', () => {
  it('is an ICO file holding 16, 32 and 48 pixel PNG images', async () => {
    const ico = await readFile(join(publicDir, 'favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const entry = 6 + 16 * index;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      // Each image is a PNG whose header states the size the directory entry claims.
      expect(ico.subarray(offset, offset + 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(ico.readUInt32BE(offset + 16)).toBe(ico.readUInt8(entry));
      sizes.push(ico.readUInt8(entry));
    }
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the offline page of the web app declares the icons', async () => {
    expectIcons(await readFile(join(publicDir, 'offline.html'), 'utf8'));
  });
});

describe('icons served by the app', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    // A web build made of the real index.html and favicon (as `vite build` copies them).
    dist = await mkdtemp(join(tmpdir(), 'haat-web-'));
    await copyFile(join(webDir, 'index.html'), join(dist, 'index.html'));
    await copyFile(join(publicDir, 'favicon.ico'), join(dist, 'favicon.ico'));
    t = await createTestApp({ webDist: dist, rateLimitFactor: 100 });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('GET /favicon.ico answers the icon with its type and a day of caching, not a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.equals(await readFile(join(publicDir, 'favicon.ico')))).toBe(true);
  });

  it('the public card page and its not-found page declare the icons', async () => {
    const { token } = await registerUser(t.app);
    const created = await call(t.app, 'POST', '/api/cards', { token, body: { full_name: 'Icon Test' } });
    const page = await t.app.inject({ method: 'GET', url: `/c/${created.json().data.slug}` });
    expect(page.statusCode).toBe(200);
    expectIcons(page.body);
    const missing = await t.app.inject({ method: 'GET', url: '/c/no-such-card' });
    expect(missing.statusCode).toBe(404);
    expectIcons(missing.body);
  });

  it('the demo payment page declares the icons, and its policy lets them load', async () => {
    const { token } = await registerUser(t.app);
    const started = await call(t.app, 'POST', '/api/payments/top-ups', {
      token,
      body: { method: 'demo', amount: 25_000 },
      headers: { 'idempotency-key': newKey() },
    });
    const gateway = new URL(started.json().data.redirect_url);
    const page = await t.app.inject({ method: 'GET', url: `${gateway.pathname}${gateway.search}` });
    expect(page.statusCode).toBe(200);
    expectIcons(page.body);
    expect(page.headers['content-security-policy']).toContain("img-src 'self'");
  });

  it("a business's page (the web app with its preview tags) declares the icons", async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token, { name: 'Icon Tea' });
    const page = await t.app.inject({ method: 'GET', url: `/b/${business.slug}` });
    expect(page.statusCode).toBe(200);
    expectIcons(page.body);
  });
});
