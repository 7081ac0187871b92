import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { createCard } from '../modules/cards/cards-test-helpers.ts';
import { createBusiness } from '../modules/directory/directory-test-helpers.ts';
import {
  buildPageCsp,
  inlineHandlerHashes,
  inlineScriptHashes,
  PERMISSIONS_POLICY,
} from './security-headers.ts';

const THEME_SCRIPT = "\n      (() => { document.documentElement.classList.toggle('dark', true); })();\n    ";
const SHELL_SCRIPT = "\n      document.getElementById('shell-name').textContent = 'হাট';\n    ";
const INDEX = `<!doctype html><html><head><meta name="csrf-token" content=""><title>Haat</title><script>${THEME_SCRIPT}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div><script>${SHELL_SCRIPT}</script></body></html>`;
const OFFLINE = `<!doctype html><html><head><style>body{margin:0}</style></head><body><button type="button" onclick="location.reload()">Try again</button></body></html>`;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy as a map of directive → sources. */
function directives(csp: unknown): Map<string, string[]> {
  expect(typeof csp).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(csp).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe('page policies made from the page', () => {
  it('hashes each inline script exactly as written (not the ones with src), and inline handlers', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([hashOf(THEME_SCRIPT), hashOf(SHELL_SCRIPT)]);
    expect(inlineHandlerHashes(OFFLINE)).toEqual([hashOf('location.reload()')]);
    const csp = directives(buildPageCsp(INDEX));
    expect(csp.get('script-src')).toEqual(["'self'", hashOf(THEME_SCRIPT), hashOf(SHELL_SCRIPT)]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    const offline = directives(buildPageCsp(OFFLINE));
    expect(offline.get('script-src-attr')).toEqual(["'unsafe-hashes'", hashOf('location.reload()')]);
  });

  it('adds the storage origin to img-src when uploads live elsewhere', () => {
    const csp = directives(buildPageCsp(INDEX, { imageSources: ['https://cdn.example.com'] }));
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://cdn.example.com',
    ]);
  });
});

describe('security headers on every kind of answer', () => {
  let t: TTestApp;
  let dist: string;
  let cardPath: string;
  let businessPath: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'haat-web-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), INDEX);
    await writeFile(join(dist, 'offline.html'), OFFLINE);
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    await writeFile(join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
    t = await createTestApp({ webDist: dist, rateLimitFactor: 100 });
    const { token } = await registerUser(t.app);
    cardPath = new URL((await createCard(t.app, token)).url).pathname;
    businessPath = `/b/${(await createBusiness(t.app, token)).slug}`;
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it.each(['/', '/marketplace', '/login', '/b/x', '/wallet/top-up', '/dashboard/settings?tab=1'])(
    'the web app page %s: a strict CSP with the hashes of its own inline scripts',
    async (url) => {
      const response = await get(url);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'", hashOf(THEME_SCRIPT), hashOf(SHELL_SCRIPT)]);
      expect(String(response.headers['content-security-policy'])).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      // Images from this origin, and the map tiles of the business form's location picker.
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'"]);
      expect(csp.get('manifest-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it('the business page /b/:slug (with its link-preview tags) has the same policy', async () => {
    const response = await get(businessPath);
    expect(response.statusCode).toBe(200);
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      hashOf(THEME_SCRIPT),
      hashOf(SHELL_SCRIPT),
    ]);
  });

  it('the offline page gets a policy allowing its one inline handler by hash', async () => {
    const response = await get('/offline.html');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('script-src-attr')).toEqual(["'unsafe-hashes'", hashOf('location.reload()')]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('/sw.js and app scripts get no policy of their own (it would bind the service worker)', async () => {
    for (const url of ['/sw.js', '/assets/index-abc.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('/api/docs: a policy that lets the docs UI load its own scripts and styles, and no framing', async () => {
    const page = await get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    // Every script the page loads is a file under /api/docs/static (none inline).
    expect(inlineScriptHashes(page.body)).toEqual([]);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await get(new URL(String(src), 'http://localhost/api/docs').pathname);
      expect(script.statusCode).toBe(200);
    }
  });

  it('the card page and the demo payment page keep their own scriptless policies', async () => {
    const card = await get(cardPath);
    expect(card.statusCode).toBe(200);
    const cardCsp = directives(card.headers['content-security-policy']);
    expect(cardCsp.get('default-src')).toEqual(["'none'"]);
    expect(cardCsp.get('frame-ancestors')).toEqual(["'none'"]);
    const demo = await get('/pay/demo/00000000-0000-4000-8000-000000000000?sig=x');
    expect(demo.headers['content-type']).toMatch(/^text\/html/);
    expect(directives(demo.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/c/no-such-card',
      headers: { accept: 'text/html' },
    });
    expect(missing.statusCode).toBe(404);
    expect(directives(missing.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it.each(['/api/health', '/api/openapi.json', '/api/no-such-route', '/c/no-such-card/qr.svg'])(
    '%s: nothing may load, run or frame it',
    async (url) => {
      const response = await get(url);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    },
  );

  it.each(['/', '/marketplace', '/b/x', '/api/docs', '/api/health', '/offline.html', '/sw.js'])(
    '%s: framing denied, referrer trimmed, unused browser features off',
    async (url) => {
      const response = await get(url);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
      const policy = String(response.headers['permissions-policy']);
      for (const off of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) expect(policy).toContain(off);
      expect(policy).toContain('geolocation=(self)');
    },
  );

  it('the card page answers with the same headers', async () => {
    const response = await get(cardPath);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
