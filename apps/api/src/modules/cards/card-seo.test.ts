import { LANGUAGES } from '@haat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createCard } from './cards-test-helpers.ts';

const HOSTILE = '</script><script>alert(1)</script>';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const path = (card: { url: string }) => new URL(card.url).pathname;

/** The page's JSON-LD scripts, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  const open = '<script type="application/ld+json">';
  const found: Record<string, unknown>[] = [];
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
    const end = html.indexOf('</script>', at);
    found.push(JSON.parse(html.slice(at + open.length, end)));
  }
  return found;
}

describe('the public card page for search engines', () => {
  it('carries Person JSON-LD, the canonical address and nine language alternates', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, {
      full_name: 'Nusrat Jahan',
      job_title: 'Head of Sales',
      company: 'Haat Ltd',
      phone: '01712345678',
      email: 'nusrat@example.com',
      website: 'https://nusrat.example',
      social: { linkedin: 'nusrat-jahan' },
    });
    const html = (await get(path(card))).body;
    expect(jsonLdOf(html)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        '@id': `${card.url}#person`,
        name: 'Nusrat Jahan',
        jobTitle: 'Head of Sales',
        worksFor: { '@type': 'Organization', name: 'Haat Ltd' },
        email: 'nusrat@example.com',
        telephone: '+8801712345678',
        url: card.url,
        sameAs: ['https://nusrat.example/', 'https://www.linkedin.com/in/nusrat-jahan'],
      },
    ]);
    expect(html).toContain(`<link rel="canonical" href="${card.url}">`);
    for (const language of LANGUAGES)
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language.tag}" href="${card.url}?lang=${language.code}">`,
      );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${card.url}">`);
    // A script that only carries data: the page's CSP (no script-src) has nothing to block.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('?lang= renders that language, is its own canonical and keeps the language through the form', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { full_name: 'Karim', language: 'en' });
    const html = (await get(`${path(card)}?lang=bn`, { 'accept-language': 'fr' })).body;
    expect(html).toContain('<html lang="bn" dir="ltr">');
    expect(html).toContain(`<link rel="canonical" href="${card.url}?lang=bn">`);
    expect(html).toContain(`action="${path(card)}/contact?lang=bn#contact"`);
    // Unknown codes (and BCP 47 tags, which the addresses never use) are ignored.
    expect((await get(`${path(card)}?lang=xx`)).body).toContain(`<link rel="canonical" href="${card.url}">`);
    expect((await get(`${path(card)}?lang=es`)).body).toContain('<html lang="en" dir="ltr">');
  });

  it('a hostile name cannot break out of the JSON-LD', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { full_name: HOSTILE, company: 'A & B\u2028<Ltd>' });
    const html = (await get(path(card))).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script/g)).toHaveLength(1);
    const [person] = jsonLdOf(html);
    expect(person?.name).toBe(HOSTILE);
    expect(person?.worksFor).toEqual({ '@type': 'Organization', name: 'A & B\u2028<Ltd>' });
  });

  it('cards search engines must not list have no alternates or JSON-LD (owner preview)', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { full_name: 'Draft', status: 'draft' });
    const html = (await get(path(card), { authorization: `Bearer ${token}` })).body;
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain(`<link rel="canonical" href="${card.url}">`);
  });
});
