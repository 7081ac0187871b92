import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { createCard } from '../modules/cards/cards-test-helpers.ts';
import { createBusiness } from '../modules/directory/directory-test-helpers.ts';
import { injectCsrfMeta, injectPageMeta, replaceLiteral } from './web.ts';

// Every special pattern of a String.replace replacement string. Passed as a replacement, `$\``
// and `$'` copy the whole page before/after the match into the tag (the reported 846 KB page).
const PATTERNS = ['$&', '$`', "$'", '$1', '$$', '$<name>', '$0', '$9$9'];
const PROBE = `Q${PATTERNS.join('~')}Z`;

/** The probe as it reads after HTML escaping (`&`, `<`, `>`; `'` may be written `&#39;`). */
const escapedProbe = PROBE.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unify = (html: string) => html.replace(/&#39;/g, "'");

// A built index.html of about 3 KB, like the real one (scripts, shell markup, meta tags).
const PADDING = `<div id="root"><div class="min-h-dvh">${'<span class="x">Haat</span>'.repeat(80)}</div></div>`;
const INDEX = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="csrf-token" content=""><meta name="description" content="Haat" /><title>Haat</title><script>document.documentElement.dataset.x = '1';</script></head><body>${PADDING}</body></html>`;

/** The page holds one document, the probe written literally (escaped), and did not grow with copies. */
function expectLiteral(html: string, maxLength: number) {
  expect(html.match(/<html/g)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(unify(html)).toContain(escapedProbe);
  expect(html.length).toBeLessThan(maxLength);
}

describe('replacement patterns in user text (unit)', () => {
  it.each(PATTERNS)('replaceLiteral writes %j literally', (pattern) => {
    expect(replaceLiteral('<a></a>', '</a>', `${pattern}</a>`)).toBe(`<a>${pattern}</a>`);
    expect(replaceLiteral('<a></a>', /<\/a>/, `${pattern}</a>`)).toBe(`<a>${pattern}</a>`);
  });

  it('injectPageMeta keeps the title, description and URL literal and the page one page long', () => {
    const html = injectPageMeta(INDEX, {
      title: PROBE,
      description: PROBE,
      url: `http://localhost/b/${encodeURIComponent(PROBE)}`,
      image: `http://localhost/${PROBE}`,
    });
    expectLiteral(html, INDEX.length + 2000);
    expect(unify(html)).toContain(`<title>${escapedProbe}</title>`);
    expect(unify(html)).toContain(`<meta property="og:title" content="${escapedProbe}">`);
  });

  it('injectCsrfMeta writes the token literally, with or without an existing tag', () => {
    expect(injectCsrfMeta('<head><meta name="csrf-token" content=""></head>', '$`$&')).toBe(
      '<head><meta name="csrf-token" content="$`$&amp;"></head>',
    );
    expect(injectCsrfMeta('<head></head>', "$'")).toBe('<head><meta name="csrf-token" content="$\'"></head>');
  });
});

describe('replacement patterns in user text reaching server-rendered pages', () => {
  let t: TTestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'haat-web-'));
    await writeFile(join(dist, 'index.html'), INDEX);
    t = await createTestApp({ webDist: dist, rateLimitFactor: 100 });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('GET /b/:slug: the business name, description and city are copied literally into the title and tags', async () => {
    const owner = await registerUser(t.app);
    const business = await createBusiness(t.app, owner.token, {
      name: `Tea ${PROBE}`,
      description: `About ${PROBE}`,
      city: `City ${PROBE}`,
    });
    const response = await t.app.inject({ method: 'GET', url: `/b/${business.slug}` });
    expect(response.statusCode).toBe(200);
    const html = unify(response.body);
    expectLiteral(response.body, INDEX.length + 3000);
    expect(html).toContain(`<title>Tea ${escapedProbe} (City ${escapedProbe}`);
    expect(html).toContain(`<meta name="description" content="About ${escapedProbe}">`);
    expect(html).toContain(`<meta property="og:description" content="About ${escapedProbe}">`);
  });

  it('GET /b/:slug of an unknown business with patterns in the slug: 404 page, nothing copied', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/b/${encodeURIComponent("x$`$'$&")}` });
    expect(response.statusCode).toBe(404);
    expect(response.body.match(/<html/g)).toHaveLength(1);
    expect(response.body.length).toBeLessThan(INDEX.length + 3000);
  });

  it('GET /c/:slug: every card field is written literally', async () => {
    const owner = await registerUser(t.app);
    const card = await createCard(t.app, owner.token, {
      full_name: `Name ${PROBE}`,
      job_title: `Job ${PROBE}`,
      company: `Company ${PROBE}`,
      address: `Road ${PROBE}`,
    });
    const response = await t.app.inject({ method: 'GET', url: new URL(card.url).pathname });
    expect(response.statusCode).toBe(200);
    const html = unify(response.body);
    expect(response.body.match(/<html/g)).toHaveLength(1);
    for (const field of ['Name', 'Job', 'Company', 'Road'])
      expect(html).toContain(`${field} ${escapedProbe}`);
    expect(response.body.length).toBeLessThan(40_000);
  });

  it('POST /c/:slug/contact: what the visitor typed comes back literally on the error page', async () => {
    const owner = await registerUser(t.app);
    const card = await createCard(t.app, owner.token);
    const path = new URL(card.url).pathname;
    const page = await t.app.inject({ method: 'GET', url: path });
    const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const cookie = String(page.headers['set-cookie']).split(';')[0] ?? '';
    const response = await t.app.inject({
      method: 'POST',
      url: `${path}/contact`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _token: token, name: PROBE, email: 'bad', message: PROBE }).toString(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.body.match(/<html/g)).toHaveLength(1);
    expect(unify(response.body)).toContain(`value="${escapedProbe}"`);
  });

  it('the SPA index.html and the demo payment page do not echo query parameters', async () => {
    const probe = encodeURIComponent(`<x>${PROBE}"'`);
    for (const url of [
      `/?q=${probe}`,
      `/marketplace?q=${probe}&page=${probe}`,
      `/pay/demo/00000000-0000-4000-8000-000000000000?sig=${probe}`,
      `/pay/demo/${probe}?sig=${probe}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).not.toContain('<x>');
      expect(response.body).not.toContain('Q$');
      expect(response.body.match(/<html/g)).toHaveLength(1);
    }
  });

  it('a business name with patterns does not change the JSON answers either', async () => {
    const owner = await registerUser(t.app);
    const business = await createBusiness(t.app, owner.token, { name: `Shop ${PROBE}` });
    const response = await call(t.app, 'GET', `/api/businesses/${business.slug}`);
    expect(response.json().data.business.name).toBe(`Shop ${PROBE}`);
  });
});
