import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@haat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { rendererFile } from '../lib/page-renderer.ts';
import { createBusiness } from '../modules/directory/directory-test-helpers.ts';

// The real web build (npm test builds it before the unit tests run).
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const built = existsSync(rendererFile(webDist));
if (!built) console.warn('server-render tests skipped: run `npm run build` first (npm test does).');

/** The built file of a source module, from the web build's manifest. */
function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(`${webDist}/.vite/manifest.json`, 'utf8'));
  return manifest[source].file;
}

const STATE = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/;

function serverState(html: string) {
  const text = STATE.exec(html)?.[1];
  return text ? JSON.parse(text) : undefined;
}

describe.skipIf(!built)('server-rendered public screens', () => {
  let t: TTestApp;
  let slug: string;
  const hostile = '</script><script>alert(1)</script> & $& Tea';

  beforeAll(async () => {
    t = await createTestApp({ webDist, directoryCacheSeconds: 0 });
    const { token } = await registerUser(t.app);
    slug = (await createBusiness(t.app, token, { name: hostile, city: 'Dhaka' })).slug;
  }, 60_000);
  afterAll(() => t.close());

  it.each([
    ['/', 'Welcome to Haat'],
    ['/about', 'About Haat'],
    ['/login', 'Sign in'],
    ['/register', 'Create your account'],
    ['/business', 'Business directory'],
  ])(
    'GET %s is full HTML with its heading, state to hydrate from and revalidated caching',
    async (url, heading) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      expect(response.body).toContain('<html lang="en" dir="ltr" data-language="en">');
      expect(response.body).not.toContain('<noscript>');
      const state = serverState(response.body);
      expect(state.language).toBe('en');
      expect(state.router.loaderData).toBeTypeOf('object');
    },
  );

  it('renders in the language of ?lang=, then the lang cookie, then Accept-Language', async () => {
    const asked = await t.app.inject({
      method: 'GET',
      url: '/about?lang=bn',
      headers: { cookie: 'lang=ar' },
    });
    expect(asked.body).toContain('<html lang="bn" dir="ltr" data-language="bn">');
    expect(asked.body).toContain('আমাদের সম্পর্কে');
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { cookie: 'lang=ar', 'accept-language': 'bn' },
    });
    expect(cookie.body).toContain('<html lang="ar" dir="rtl" data-language="ar">');
    const header = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(header.body).toContain('data-language="gr"');
  });

  it('links the canonical address and the nine language alternates', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about?lang=sp' });
    expect(response.body).toContain('<link rel="canonical" href="http://localhost:3000/about?lang=sp">');
    const alternates = [
      ...response.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
    ];
    expect(alternates.map((m) => m[1])).toEqual([...LANGUAGES.map((language) => language.tag), 'x-default']);
    expect(alternates.at(-1)?.[2]).toBe('http://localhost:3000/about');
  });

  it('renders a business page with its data, so hydration needs no second fetch', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/b/${slug}` });
    expect(response.statusCode).toBe(200);
    const state = serverState(response.body);
    const queries = state.queries.queries as {
      queryKey: unknown[];
      state: { data: { business: { name: string } } };
    }[];
    const page = queries.find((q) => q.queryKey.includes('page'));
    expect(page?.queryKey).toEqual(['directory', 'business', slug, 'page', 'guest']);
    expect(page?.state.data.business.name).toBe(hostile);
  });

  it('describes a business page as schema.org LocalBusiness data', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/b/${slug}` });
    const blocks = [...response.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0]?.[1] ?? '');
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Restaurant');
    expect(data.name).toBe(hostile);
    expect(data.url).toBe(`http://localhost:3000/b/${slug}`);
  });

  it('never lets a business name out of its text or its script element', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/b/${slug}` });
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&amp; Tea');
    // Inside the JSON state every `<` is an escape.
    expect(STATE.exec(response.body)?.[1]).not.toContain('<');
  });

  it('renders the directory search in the address on the server', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/business?sort=newest' });
    expect(response.body).toContain('data-testid="directory-results"');
    expect(response.body).toContain(`href="/b/${slug}"`);
  });

  it('sends signed-in screens as the plain app shell, for the browser to render', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<!--app-->');
    expect(serverState(response.body)).toBeUndefined();
  });

  it('answers an unknown business with 404 and the shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/b/no-such-business' });
    expect(response.statusCode).toBe(404);
    expect(serverState(response.body)).toBeUndefined();
  });

  it('keeps the app and its screen chunks out of <head>, in the template the first touch starts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const deferred = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(response.body)?.[1] ?? '';
    expect(deferred).toMatch(/^<script type="module" crossorigin src="\/assets\/[\w-]+\.js"><\/script>/);
    const preloads = [...deferred.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1],
    );
    // Files are named by hash only: the build manifest says which is which.
    expect(preloads).toContain(`/${builtFile('src/features/about/routes/about.tsx')}`);
    // The English catalogue the page starts with comes with it.
    expect(preloads).toContain(`/${builtFile('src/locales/en/common.json')}`);
    // The hydration state is in the page before the loader that starts the scripts.
    expect(response.body.indexOf('id="server-state"')).toBeLessThan(
      response.body.indexOf('id="app-scripts"'),
    );
  });

  it('sends every guest the same page: no CSRF token in it, an ETag, and 304 when unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about' });
    expect(first.body).toContain('<meta name="csrf-token" content="">');
    // The app reads the token from the cookie the same answer sets.
    expect(String(first.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[\w.-]+/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({ method: 'GET', url: '/about', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      method: 'GET',
      url: '/about?lang=bn',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('sends public pages without an opener policy and every other page with same-origin', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/business' });
    expect(served.headers['cross-origin-opener-policy']).toBeUndefined();
    // Framing stays forbidden on every page.
    expect(served.headers['x-frame-options']).toBe('DENY');
    const shell = await t.app.inject({ method: 'GET', url: '/wallet' });
    expect(shell.headers['cross-origin-opener-policy']).toBe('same-origin');
    const missing = await t.app.inject({ method: 'GET', url: '/b/no-such-business' });
    expect(missing.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('keeps the scripts in <head> of a page the browser renders', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/[\w-]+\.js">/);
    expect(response.body).not.toContain('<template id="app-scripts">');
  });
});

describe.skipIf(!built)('server renders per client', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // 120 renders a minute × 0.025 = 3.
    t = await createTestApp({ webDist, directoryCacheSeconds: 0, rateLimitFactor: 0.025 });
  }, 60_000);
  afterAll(() => t.close());

  it('past its share of renders a client gets the app shell, which the browser renders', async () => {
    const pages = [];
    for (const n of [1, 2, 3, 4]) pages.push(await t.app.inject({ method: 'GET', url: `/about?n=${n}` }));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200]);
    expect(pages.map((page) => serverState(page.body) !== undefined)).toEqual([true, true, true, false]);
    expect(pages[3]?.body).toContain('<!--app-->');
  });
});
