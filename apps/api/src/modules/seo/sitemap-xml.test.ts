import { describe, expect, it } from 'vitest';
import { parseXml } from './seo-test-helpers.ts';
import { escapeXml, renderSitemapIndex, renderUrlEntry, renderUrlSet } from './sitemap-xml.ts';

const ORIGIN = 'https://haat.example';

describe('sitemap XML', () => {
  it('escapes what goes into it and leaves out characters XML forbids', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0000g\u0008h\uFFFEi`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fghi');
  });

  it('keeps a hostile path well-formed and literal', () => {
    const path = '/b/x&y\'z"<w>?q=1&r=2';
    const xml = [...renderUrlSet(ORIGIN, [{ path, lastmod: new Date('2026-01-02T03:04:05.678Z') }])].join('');
    const url = parseXml(xml).children[0];
    expect(url?.children[0]?.text).toBe("https://haat.example/b/x&y'z%22%3Cw%3E?q=1&r=2");
    expect(url?.children[1]?.text).toBe('2026-01-02T03:04:05Z');
    expect(url?.children.at(-1)?.attributes.href).toBe("https://haat.example/b/x&y'z%22%3Cw%3E?q=1&r=2");
    expect(renderUrlEntry(ORIGIN, { path: '/a&b' })).toContain('<loc>https://haat.example/a&amp;b</loc>');
  });

  it('writes large files in pieces, one well-formed document', () => {
    const entries = Array.from({ length: 201 }, (_, i) => ({ path: `/b/shop-${i}` }));
    const pieces = [...renderUrlSet(ORIGIN, entries)];
    expect(pieces.length).toBe(5);
    expect(parseXml(pieces.join('')).children).toHaveLength(201);
    const index = parseXml(renderSitemapIndex(ORIGIN, [{ path: '/sitemaps/pages.xml' }]));
    expect(index.children[0]?.children[0]?.text).toBe('https://haat.example/sitemaps/pages.xml');
  });

  it('the test parser refuses XML that is not well-formed', () => {
    for (const bad of [
      '<a>',
      '<a></b>',
      '<a x=1/>',
      '<a x="1" x="2"/>',
      '<a>&nbsp;</a>',
      '<a>x & y</a>',
      '<a>x < y</a>',
      '<a/><b/>',
      '<x:a/>',
      '<a>\u0001</a>',
      '<a>]]></a>',
      'text<a/>',
    ])
      expect(() => parseXml(bad), bad).toThrow(/^XML:/);
    expect(
      parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<a xmlns:x="u"><x:b y="&lt;&#38;&#x41;"/></a>\n'),
    ).toMatchObject({ name: 'a', children: [{ name: 'x:b', attributes: { y: '<&A' } }] });
  });
});
