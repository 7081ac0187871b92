import { gunzipSync } from 'node:zlib';
import { LANGUAGES } from '@haat/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard } from '../cards/cards-test-helpers.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { getSitemapFile } from './get-sitemap-file.ts';
import { getSitemapIndex } from './get-sitemap-index.ts';
import { createSeoCache } from './seo-cache.ts';
import { childrenNamed, childText, parseXml, type TXmlElement } from './seo-test-helpers.ts';

const ORIGIN = 'http://localhost:3000';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HOSTILE = '</script><script>alert(1)</script>';

let t: TTestApp;
const businesses: { id: string; slug: string; url: string }[] = [];
const cards: Record<string, { slug: string; url: string }> = {};
const products: Record<string, { slug: string; url: string }> = {};

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  const { token } = await registerUser(t.app);
  // Everything is made before the first sitemap is asked for (rows are cached for five minutes).
  businesses.push(await createBusiness(t.app, token, { name: 'Dhaka Tea House' }));
  businesses.push(await createBusiness(t.app, token, { name: HOSTILE, type: 'retail' }));
  products.active = await createProduct(t.app, token, businesses[0]?.id ?? '', { status: 'active' });
  products.draft = await createProduct(t.app, token, businesses[0]?.id ?? '', { title: 'Draft tea' });
  cards.active = await createCard(t.app, token, { full_name: 'Active Card' });
  cards.draft = await createCard(t.app, token, { full_name: 'Draft Card', status: 'draft' });
  cards.inactive = await createCard(t.app, token, { full_name: 'Inactive Card', status: 'inactive' });
  cards.private = await createCard(t.app, token, { full_name: 'Private Card', settings: { public: false } });
  // A known last change, to see it as the sitemap's lastmod.
  await t.database.db.execute(
    sql`UPDATE businesses SET updated_at = '2026-11-20T08:30:00.123Z' WHERE slug = ${businesses[0]?.slug}`,
  );
});
afterAll(() => t.close());

async function getXml(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parseXml(response.body);
}

/** Each `<url>`'s loc, lastmod and alternates (hreflang → href). */
function urlsOf(urlset: TXmlElement) {
  expect(urlset.name).toBe('urlset');
  expect(urlset.attributes.xmlns).toBe(SITEMAP_NS);
  expect(urlset.attributes['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return childrenNamed(urlset, 'url').map((url) => ({
    loc: childText(url, 'loc'),
    lastmod: childText(url, 'lastmod'),
    alternates: Object.fromEntries(
      childrenNamed(url, 'xhtml:link').map((link) => {
        expect(link.attributes.rel).toBe('alternate');
        return [link.attributes.hreflang, link.attributes.href];
      }),
    ),
  }));
}

describe('GET /sitemap.xml', () => {
  it('is an index of the public screens and the numbered business and card files', async () => {
    const index = await getXml('/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    expect(index.attributes.xmlns).toBe(SITEMAP_NS);
    const files = childrenNamed(index, 'sitemap');
    expect(files.map((file) => childText(file, 'loc'))).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/businesses-1.xml`,
      `${ORIGIN}/sitemaps/cards-1.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
    ]);
    for (const file of files.slice(1))
      expect(childText(file, 'lastmod')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("uses the request's host for its addresses", async () => {
    const index = await getXml('/sitemap.xml', { host: '127.0.0.1:1234' });
    expect(childText(childrenNamed(index, 'sitemap')[0] as TXmlElement, 'loc')).toBe(
      'http://127.0.0.1:1234/sitemaps/pages.xml',
    );
  });
});

describe('GET /sitemaps/…', () => {
  it('pages.xml: the public screens, each with nine language versions and x-default', async () => {
    const urls = urlsOf(await getXml('/sitemaps/pages.xml'));
    expect(urls.map((url) => url.loc)).toEqual(
      ['/', '/business', '/about', '/marketplace', '/marketplace/search', '/login', '/register'].map(
        (path) => (path === '/' ? `${ORIGIN}/` : `${ORIGIN}${path}`),
      ),
    );
    const business = urls[1];
    expect(Object.keys(business?.alternates ?? {})).toEqual([...LANGUAGES.map((l) => l.tag), 'x-default']);
    expect(business?.alternates.bn).toBe(`${ORIGIN}/business?lang=bn`);
    expect(business?.alternates.es).toBe(`${ORIGIN}/business?lang=sp`);
    expect(business?.alternates.zh).toBe(`${ORIGIN}/business?lang=ch`);
    expect(business?.alternates['x-default']).toBe(`${ORIGIN}/business`);
  });

  it('businesses-1.xml: every business page with its last change', async () => {
    const urls = urlsOf(await getXml('/sitemaps/businesses-1.xml'));
    expect(urls.map((url) => url.loc)).toEqual(businesses.map((business) => business.url));
    expect(urls[0]?.lastmod).toBe('2026-11-20T08:30:00Z');
    expect(urls[0]?.alternates.de).toBe(`${businesses[0]?.url}?lang=gr`);
  });

  it('cards-1.xml: only active, public cards', async () => {
    const urls = urlsOf(await getXml('/sitemaps/cards-1.xml'));
    expect(urls.map((url) => url.loc)).toEqual([cards.active?.url]);
    expect(urls[0]?.alternates.ar).toBe(`${cards.active?.url}?lang=ar`);
  });

  it('products-1.xml: only products on sale, at /p/{slug}', async () => {
    const urls = urlsOf(await getXml('/sitemaps/products-1.xml'));
    expect(urls.map((url) => url.loc)).toEqual([products.active?.url]);
    expect(urls[0]?.loc).toMatch(/\/p\/masala-tea-[a-z0-9]{6}$/);
  });

  it.each([
    '/sitemaps/businesses-2.xml',
    '/sitemaps/cards-2.xml',
    '/sitemaps/businesses-0.xml',
    '/sitemaps/businesses-x.xml',
    '/sitemaps/products-2.xml',
    '/sitemaps/other.xml',
  ])('%s is a 404 in the one error shape, not the web app', async (url) => {
    const response = await call(t.app, 'GET', url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('arrives compressed when the client accepts it, and still parses', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemaps/businesses-1.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const urls = urlsOf(parseXml(gunzipSync(response.rawPayload).toString('utf8')));
    expect(urls).toHaveLength(2);
  });

  it('answers HEAD without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/sitemaps/businesses-1.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toBe('');
  });
});

describe('sitemap files', () => {
  it('are numbered by perFile, oldest pages first, each with its own last change', async () => {
    const deps = { db: t.database.db, cache: createSeoCache(), perFile: 1 };
    const index = await getSitemapIndex(deps);
    expect(index.map((file) => file.path)).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/businesses-1.xml',
      '/sitemaps/businesses-2.xml',
      '/sitemaps/cards-1.xml',
      '/sitemaps/products-1.xml',
    ]);
    expect(index[1]?.lastmod?.toISOString()).toBe('2026-11-20T08:30:00.123Z');
    const second = await getSitemapFile(deps, 'businesses', 2);
    expect(second.map((entry) => entry.path)).toEqual([new URL(businesses[1]?.url ?? '').pathname]);
    await expect(getSitemapFile(deps, 'businesses', 3)).rejects.toMatchObject({ status: 404 });
  });
});
