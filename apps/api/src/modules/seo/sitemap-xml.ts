import { Readable } from 'node:stream';
import { alternateLinks } from '@haat/shared';

/** One address in a sitemap: a path on the site and, when known, its last change. */
export interface TSitemapEntry {
  path: string;
  lastmod?: Date;
}

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text made safe for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** W3C datetime to the second (`2026-11-21T10:00:00Z`). */
export function formatLastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * One `<url>`: the page's x-default address as `<loc>`, its last change, and an
 * `<xhtml:link rel="alternate" hreflang>` for each of the nine languages and x-default.
 */
export function renderUrlEntry(origin: string, entry: TSitemapEntry): string {
  const links = alternateLinks(origin, entry.path);
  const alternates = links.alternates
    .map(
      (link) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
    )
    .join('');
  const lastmod = entry.lastmod ? `<lastmod>${formatLastmod(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(links.canonical)}</loc>${lastmod}${alternates}</url>\n`;
}

const ENTRIES_PER_CHUNK = 100;

/** A `<urlset>` in pieces of a hundred entries (about 120 KB, a millisecond or two each). */
export function* renderUrlSet(origin: string, entries: readonly TSitemapEntry[]): Generator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
  for (let start = 0; start < entries.length; start += ENTRIES_PER_CHUNK) {
    let chunk = '';
    for (const entry of entries.slice(start, start + ENTRIES_PER_CHUNK))
      chunk += renderUrlEntry(origin, entry);
    yield chunk;
  }
  yield '</urlset>\n';
}

/**
 * The `<urlset>` as a byte stream for `reply.send`: a piece is made only when the socket has taken
 * the last one (each piece is over the 16 KB buffer), so a file of thousands of pages never holds
 * the event loop for long.
 */
export function urlSetStream(origin: string, entries: readonly TSitemapEntry[]): Readable {
  return Readable.from(renderUrlSet(origin, entries), { objectMode: false, highWaterMark: 16_384 });
}

/** A `<sitemapindex>` naming each sitemap file (paths on the site) with its last change. */
export function renderSitemapIndex(origin: string, files: readonly TSitemapEntry[]): string {
  const items = files
    .map((file) => {
      const lastmod = file.lastmod ? `<lastmod>${formatLastmod(file.lastmod)}</lastmod>` : '';
      return `<sitemap><loc>${escapeXml(`${origin}${file.path}`)}</loc>${lastmod}</sitemap>\n`;
    })
    .join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${items}</sitemapindex>\n`;
}
