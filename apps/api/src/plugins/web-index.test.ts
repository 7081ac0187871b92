import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, getCsrf, newRegistration, type TTestApp } from '../../test/test-app.ts';
import { injectCsrfMeta } from './web.ts';

const META = /<meta name="csrf-token" content="([^"]*)">/;

function cookieToken(setCookie: string | string[] | undefined): string | undefined {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((line) => /^XSRF-TOKEN=([^;]*)/.exec(line)?.[1]).find(Boolean);
}

describe('web pages without a web build (fallback page)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    '/',
    '/login',
    '/register',
    '/dashboard/settings',
    '/verify-email?token=abc',
    '/reset-password?token=a&email=b',
  ])('GET %s answers HTML with the csrf-token meta tag matching the XSRF-TOKEN cookie', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    const meta = META.exec(response.body)?.[1];
    expect(meta).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(cookieToken(response.headers['set-cookie'])).toBe(meta);
  });

  it("puts the browser's existing token in the meta tag and sets no new cookie", async () => {
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: { cookie: csrf.cookie } });
    expect(META.exec(response.body)?.[1]).toBe(csrf.token);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('the meta token passes the CSRF check of a form post', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/register' });
    const meta = META.exec(page.body)?.[1] ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: `XSRF-TOKEN=${cookieToken(page.headers['set-cookie'])}`, 'x-csrf-token': meta },
      payload: newRegistration(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('does not serve the page for a non-GET request', async () => {
    const csrf = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('web pages from a web build', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'haat-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta name="csrf-token" content="" /><title>Built</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
    await writeFile(join(dist, 'manifest.webmanifest'), '{}');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers the built index.html with the meta tag filled in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/marketplace/item/42' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Built</title>');
    const meta = META.exec(response.body)?.[1];
    expect(meta).toBe(cookieToken(response.headers['set-cookie']));
    expect(response.body.match(/csrf-token/g)).toHaveLength(1);
  });

  it('serves hashed assets cached for a year and other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a JSON 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('injectCsrfMeta', () => {
  it('replaces an existing meta tag', () => {
    expect(injectCsrfMeta('<head><meta name="csrf-token" content="old"></head>', 'new.tok')).toBe(
      '<head><meta name="csrf-token" content="new.tok"></head>',
    );
  });

  it('adds the tag before </head> when there is none', () => {
    expect(injectCsrfMeta('<html><head><title>x</title></head></html>', 'a.b')).toBe(
      '<html><head><title>x</title><meta name="csrf-token" content="a.b"></head></html>',
    );
  });

  it('escapes the value', () => {
    expect(injectCsrfMeta('<head></head>', '"><script>&')).toBe(
      '<head><meta name="csrf-token" content="&quot;>&lt;script>&amp;"></head>',
    );
  });
});
