import { describe, expect, it } from 'vitest';
import { compactJsonLd, jsonLdScript, serialiseJsonLd } from './json-ld.ts';

describe('JSON-LD', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029';

  it('escapes <, >, & and the line separators, and still parses to the same data', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Thing', name: hostile };
    const json = serialiseJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('wraps it in one script element that nothing can close early', () => {
    const html = jsonLdScript({ '@type': 'Thing', name: hostile });
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<script/gi)).toHaveLength(1);
    const body = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(JSON.parse(body).name).toBe(hostile);
  });

  it('drops empty values', () => {
    expect(
      compactJsonLd({
        name: 'x',
        email: null,
        phone: undefined,
        url: '',
        sameAs: [],
        address: { '@type': 'PostalAddress', streetAddress: null },
        image: [null, 'https://a/x.jpg'],
        rating: 0,
      }),
    ).toEqual({ name: 'x', image: ['https://a/x.jpg'], rating: 0 });
  });
});
