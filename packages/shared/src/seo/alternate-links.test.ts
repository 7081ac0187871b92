import { describe, expect, it } from 'vitest';
import { alternateLinks, alternateLinkTags, languageUrl } from './alternate-links.ts';

const ORIGIN = 'https://haat.example';

describe('alternateLinks', () => {
  it('gives nine language versions with BCP 47 hreflang values and the app code in ?lang=, then x-default', () => {
    const links = alternateLinks(ORIGIN, '/b/dhaka-tea-house-k4q2ps');
    expect(links.canonical).toBe('https://haat.example/b/dhaka-tea-house-k4q2ps');
    expect(links.alternates.map((link) => link.hreflang)).toEqual([
      'en',
      'bn',
      'ar',
      'es',
      'fr',
      'de',
      'it',
      'ru',
      'zh',
      'x-default',
    ]);
    const byTag = Object.fromEntries(links.alternates.map((link) => [link.hreflang, link.href]));
    expect(byTag.es).toBe('https://haat.example/b/dhaka-tea-house-k4q2ps?lang=sp');
    expect(byTag.de).toBe('https://haat.example/b/dhaka-tea-house-k4q2ps?lang=gr');
    expect(byTag.zh).toBe('https://haat.example/b/dhaka-tea-house-k4q2ps?lang=ch');
    expect(byTag['x-default']).toBe(links.canonical);
  });

  it('makes the language version its own canonical and replaces a lang already in the path', () => {
    const links = alternateLinks(ORIGIN, '/business?city=bd-dhaka&lang=fr#top', 'bn');
    expect(links.canonical).toBe('https://haat.example/business?city=bd-dhaka&lang=bn');
    expect(links.alternates.at(-1)?.href).toBe('https://haat.example/business?city=bd-dhaka');
    expect(languageUrl(`${ORIGIN}/`, '/', 'ar')).toBe('https://haat.example/?lang=ar');
  });

  it('refuses anything that is not a path on the site', () => {
    for (const path of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/', 'b/x', ''])
      expect(() => alternateLinks(ORIGIN, path)).toThrow(/not a path on this site/);
  });

  it('renders escaped <link> tags', () => {
    const html = alternateLinkTags(alternateLinks(ORIGIN, '/c/a"b<c>?x=1&y=2', 'bn'));
    const lines = html.split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe(
      '<link rel="canonical" href="https://haat.example/c/a%22b%3Cc%3E?x=1&amp;y=2&amp;lang=bn">',
    );
    expect(lines[2]).toBe(
      '<link rel="alternate" hreflang="bn" href="https://haat.example/c/a%22b%3Cc%3E?x=1&amp;y=2&amp;lang=bn">',
    );
    expect(lines[10]).toBe(
      '<link rel="alternate" hreflang="x-default" href="https://haat.example/c/a%22b%3Cc%3E?x=1&amp;y=2">',
    );
    expect(html).not.toMatch(/&(?!amp;)/);
  });
});
