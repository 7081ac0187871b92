import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const META = /<meta name="csrf-token" content="[^"]*"\s*\/?>/;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Puts this browser's CSRF token into the page's `<meta name="csrf-token">`. */
export function injectCsrfMeta(html: string, token: string): string {
  const tag = `<meta name="csrf-token" content="${escapeAttribute(token)}">`;
  return META.test(html) ? html.replace(META, tag) : html.replace('</head>', `${tag}</head>`);
}

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
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const template = hasWeb && indexFile ? readFileSync(indexFile, 'utf8') : undefined;

  app.decorate('sendIndex', (request: FastifyRequest, reply: FastifyReply) => {
    const html = template
      ? injectCsrfMeta(template, request.csrfToken)
      : injectCsrfMeta(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Haat</title></head><body><p>The web app is not built yet. Run <code>npm run build</code>.</p></body></html>',
          request.csrfToken,
        );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    sendIndex(request: FastifyRequest, reply: FastifyReply): FastifyReply;
  }
}

/** True when an unknown path should get the SPA's index.html rather than a JSON 404. */
export function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api') return false;
  return !/\.[a-z0-9]{1,8}$/i.test(path);
}
