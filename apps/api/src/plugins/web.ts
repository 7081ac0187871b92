import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLanguageCode, LANGUAGE_PARAM } from '@haat/shared';
import { alternateLinks, alternateLinkTags } from '@haat/shared/seo/alternate-links';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { addToHead, putNotice, putRenderedApp, setPageLanguage } from '../lib/compose-page.ts';
import { etagMatches, weakEtag } from '../lib/etag.ts';
import { loadPageRenderer } from '../lib/page-renderer.ts';
import { createPageRendering, RENDERS_PER_MINUTE } from '../lib/render-pages.ts';
import { readWebManifest } from '../lib/web-manifest.ts';
import { pageLanguage } from './language.ts';
import { allowOpeners, buildPageCsp } from './security-headers.ts';

const META = /<meta name="csrf-token" content="[^"]*"\s*\/?>/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Replaces the first match of `pattern` with `text` taken literally. A string given as the second
 * argument of `String.replace` is itself a pattern (`$&`, `` $` ``, `$'`, `$1`, `$<name>`, `$$`):
 * text from users or the database must only ever go through a replacer function.
 */
export function replaceLiteral(html: string, pattern: string | RegExp, text: string): string {
  return html.replace(pattern, () => text);
}

/** Puts this browser's CSRF token into the page's `<meta name="csrf-token">`. */
export function injectCsrfMeta(html: string, token: string): string {
  const tag = `<meta name="csrf-token" content="${escapeAttribute(token)}">`;
  return META.test(html) ? replaceLiteral(html, META, tag) : replaceLiteral(html, '</head>', `${tag}</head>`);
}

/** What a server-rendered route tells link previews about its page (Open Graph and Twitter tags). */
export interface TPageMeta {
  title: string;
  description: string;
  url: string;
  image?: string | null;
  type?: string;
  /** `<script type="application/ld+json">` elements (already escaped, e.g. `jsonLdScript`). */
  jsonLd?: string;
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Replaces the page's `<title>` and description and adds Open Graph/Twitter tags, so a link to an
 * SPA route (e.g. `/b/:slug`) previews with its own title, text and image.
 */
export function injectPageMeta(
  html: string,
  meta: TPageMeta,
  options: { alternates?: boolean } = {},
): string {
  const attr = (value: string) => escapeAttribute(value).replace(/>/g, '&gt;');
  const tags = [
    `<meta name="description" content="${attr(meta.description)}">`,
    ...(options.alternates ? [] : [`<link rel="canonical" href="${attr(meta.url)}">`]),
    `<meta property="og:type" content="${attr(meta.type ?? 'website')}">`,
    `<meta property="og:site_name" content="Haat">`,
    `<meta property="og:title" content="${attr(meta.title)}">`,
    `<meta property="og:description" content="${attr(meta.description)}">`,
    `<meta property="og:url" content="${attr(meta.url)}">`,
    ...(meta.image ? [`<meta property="og:image" content="${attr(meta.image)}">`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${attr(meta.title)}">`,
    `<meta name="twitter:description" content="${attr(meta.description)}">`,
  ].join('');
  const withoutOld = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[^>]*>/gi, '')
    .replace(/<meta\s+property="og:[^"]*"[^>]*>/gi, '')
    .replace(/<meta\s+name="twitter:[^"]*"[^>]*>/gi, '');
  return replaceLiteral(
    withoutOld,
    '</head>',
    `<title>${escapeText(meta.title)}</title>${tags}${meta.jsonLd ?? ''}</head>`,
  );
}

const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Haat</title></head><body><p>The web app is not built yet. Run <code>npm run build</code>.</p></body></html>';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * `index.html` (with the CSRF meta tag) for every other GET outside `/api`, so the SPA routes work.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { dist?: string }) => {
  const dist = options.dist;
  const indexFile = dist ? join(dist, 'index.html') : undefined;
  const hasWeb = !!indexFile && existsSync(indexFile);
  if (hasWeb && dist) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` beside each text file; they are sent as the browser
      // accepts, with `Vary: Accept-Encoding` (decision 023).
      preCompressed: true,
      setHeaders(res, sentPath) {
        const path = sentPath.replace(/\.(br|gz)$/, '');
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        // Browsers ask for /favicon.ico on every page of every host name: a day is plenty fresh.
        else if (path.endsWith('favicon.ico')) res.header('cache-control', 'public, max-age=86400');
        else res.header('cache-control', 'no-cache');
        // Plain pages of the build (offline.html, index.html itself) get a policy made from their content.
        if (path.endsWith('.html')) res.header('content-security-policy', fileCsp(path));
      },
    });
  }
  const template = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;

  // Uploaded images come from this origin, or from the storage's own (S3, a CDN) when it has one.
  const imageSources = (): string[] => {
    const url = app.hasDecorator('storage') ? app.storage.url('probe/x.jpg') : '';
    return /^https?:\/\//.test(url) ? [new URL(url).origin] : [];
  };
  const fileCsps = new Map<string, string>();
  const fileCsp = (path: string): string => {
    let csp = fileCsps.get(path);
    if (!csp) {
      csp = buildPageCsp(readFileSync(path, 'utf8'), { imageSources: imageSources() });
      fileCsps.set(path, csp);
    }
    return csp;
  };
  // Hashes of the page's own inline scripts, taken from the built file when the app starts.
  let pageCsp: string | undefined;

  // Public screens are rendered on the server when the build has its renderer (decision 025). It
  // loads in the background; the first page waits for it, and a renderer that fails to load is
  // logged and leaves every page to the browser.
  const rendering = (hasWeb && dist ? loadPageRenderer(dist) : Promise.resolve(undefined)).then(
    (renderer) =>
      renderer
        ? createPageRendering(app, renderer, {
            cacheSeconds: app.deps.config.directoryCacheSeconds ?? 10,
            rendersPerMinute: RENDERS_PER_MINUTE * app.deps.config.rateLimitFactor,
          })
        : undefined,
    (error: unknown) => {
      app.log.error({ err: error }, 'the server renderer did not load; pages are rendered in the browser');
      return undefined;
    },
  );
  const manifest = dist ? readWebManifest(dist) : undefined;

  app.decorate('sendIndex', async (request: FastifyRequest, reply: FastifyReply, meta?: TPageMeta) => {
    pageCsp ??= buildPageCsp(template, { imageSources: imageSources() });
    const language = pageLanguage(request);
    const pathname = request.url.split('?')[0] ?? '/';
    const renderer = await rendering;
    const served = !!renderer?.isServerRendered(pathname);
    const rendered =
      served && renderer && reply.statusCode < 400
        ? await renderer.render(request.url, language, request.ip)
        : undefined;
    if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);

    // A server-rendered page is the same for every guest, so it carries no CSRF token (the app reads
    // the XSRF-TOKEN cookie instead): it can then have an ETag, be compressed once for all its
    // visitors and answered 304, and no secret sits in its compressed bytes (BREACH; decision 026).
    let html = injectCsrfMeta(setPageLanguage(template, language), served ? '' : request.csrfToken);
    let head = '';
    if (served) {
      const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
      head += alternateLinkTags(
        alternateLinks(request.siteUrl(), request.url, isLanguageCode(asked) ? asked : null),
      );
    }
    if (rendered?.kind === 'page') {
      html = putRenderedApp(html, rendered, manifest?.preloadsOf(rendered.modules) ?? []);
      if (!meta && rendered.title)
        html = html.replace(
          /<title>[\s\S]*?<\/title>/i,
          () => `<title>${escapeText(rendered.title ?? '')}</title>`,
        );
      reply.status(rendered.status);
    }
    if (meta) html = injectPageMeta(html, meta, { alternates: served });
    const page = addToHead(html, head);
    reply
      .type('text/html; charset=utf-8')
      // In the visitor's language (and, for a page the browser renders, with its CSRF token): never
      // shared, always revalidated.
      .header('cache-control', served ? 'private, no-cache' : 'no-store')
      .header('vary', 'Accept-Language, Cookie')
      .header('content-security-policy', pageCsp);
    if (!served) return reply.send(page);
    if (rendered?.kind === 'page') allowOpeners(reply);
    const etag = weakEtag(page);
    reply.header('etag', etag);
    if (reply.statusCode === 200 && etagMatches(request.headers['if-none-match'], etag)) {
      return reply.code(304).send();
    }
    return reply.send(page);
  });

  // A notice in place of any page (maintenance mode, modules/system-status); the caller sets the status.
  app.decorate('sendNotice', (request: FastifyRequest, reply: FastifyReply, notice: TNotice) => {
    pageCsp ??= buildPageCsp(template, { imageSources: imageSources() });
    const html = injectCsrfMeta(setPageLanguage(template, pageLanguage(request)), request.csrfToken);
    const page = putNotice(html, notice.html).replace(
      /<title>[\s\S]*?<\/title>/i,
      () => `<title>${escapeText(notice.title)}</title>`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', 'Accept-Language, Cookie')
      .header('content-security-policy', pageCsp)
      .send(page);
  });
});

/** A page's title and its readable content (already escaped HTML). */
export interface TNotice {
  title: string;
  html: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** index.html with the CSRF meta tag, and the page's title and link-preview tags when given. */
    sendIndex(request: FastifyRequest, reply: FastifyReply, meta?: TPageMeta): Promise<FastifyReply>;
    /** The app shell with `notice` as its content (readable without JavaScript), never cached. */
    sendNotice(request: FastifyRequest, reply: FastifyReply, notice: TNotice): FastifyReply;
  }
}

/** True when an unknown path should get the SPA's index.html rather than a JSON 404. */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api') return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}
