import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features no page of Haat uses are switched off; geolocation stays for the app itself (the
 * business form offers "use my location"). Only features Chromium knows are listed, since unknown
 * names are reported in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** Answers that are not pages (JSON, images, files): nothing may load, run or frame them. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/** SVG opened on its own may style itself, never script. */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** Server-rendered HTML without a policy of its own: no script at all. */
export const SCRIPTLESS_PAGE_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
/** The API docs (Swagger UI): its own scripts and styles from `/api/docs/static`, calls to this API. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A server-rendered public page is the same for every guest and holds no secret when it is sent, so
 * it goes without helmet's `Cross-Origin-Opener-Policy: same-origin`: a document with that policy
 * starts a new browsing context group, which costs the navigation a fresh renderer process (on a
 * phone, and in Lighthouse: 150–350 ms of blocking time at 4×). Every other page keeps it
 * (decision 060).
 */
export function allowOpeners(reply: FastifyReply): void {
  reply.raw.removeHeader('cross-origin-opener-policy');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP hashes of the page's inline `<script>` elements (those without `src`), in order, deduplicated. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${match[1] ?? ''}`)) continue;
    hashes.add(sha256(match[2] ?? ''));
  }
  return [...hashes];
}

/** CSP hashes of inline event-handler attributes (`onclick="…"`), for `'unsafe-hashes'`. */
export function inlineHandlerHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<[a-z][^>]*?\son[a-z]+\s*=\s*"([^"]*)"/gi))
    hashes.add(sha256(match[1] ?? ''));
  return [...hashes];
}

/** Map tiles of the business form's location picker (OpenStreetMap; decision 045). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org';

/**
 * The origin public files are loaded from when it is not this site's (`S3_PUBLIC_URL`, a CDN;
 * decision 067), for pages' `img-src` and `media-src`; none when they are served at `/uploads/…`.
 */
export function publicFileOrigins(storage: { url(key: string): string }): string[] {
  const url = storage.url('probe/x.jpg');
  return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
}

/**
 * The Content-Security-Policy of a page of the web app, made from the page itself so it never drifts
 * from the build: its inline scripts by hash (no `'unsafe-inline'` for scripts), everything else from
 * this origin. Styles allow inline (dialogs and React inject `<style>` and style attributes).
 * `imageSources` (the public files' origin) may serve images and media (post videos) too.
 */
export function buildPageCsp(html: string, options: { imageSources?: string[] } = {}): string {
  const handlers = inlineHandlerHashes(html);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    handlers.length > 0 ? `script-src-attr 'unsafe-hashes' ${handlers.join(' ')}` : "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", MAP_TILE_ORIGIN, ...(options.imageSources ?? [])].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    ["media-src 'self' blob:", ...(options.imageSources ?? [])].join(' '),
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function hasCsp(reply: FastifyReply): boolean {
  return reply.hasHeader('content-security-policy') || reply.raw.hasHeader('content-security-policy');
}

/**
 * `Permissions-Policy` on every answer, and a Content-Security-Policy on every answer that has none
 * of its own (pages set theirs: the web app, cards, the payment page, the docs). JavaScript files get
 * none: a policy on `/sw.js` would bind the service worker itself.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (hasCsp(reply)) return payload;
    const type = String(reply.getHeader('content-type') ?? '').toLowerCase();
    if (type.includes('javascript')) return payload;
    if (type.startsWith('text/html')) reply.header('content-security-policy', SCRIPTLESS_PAGE_CSP);
    else if (type.startsWith('image/svg+xml')) reply.header('content-security-policy', SVG_CSP);
    else reply.header('content-security-policy', RESOURCE_CSP);
    return payload;
  });
});
