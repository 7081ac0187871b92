import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TAppConfig } from '../config/app-config.ts';
import type { TDeps } from '../lib/deps.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The canonical origin (`https://haat.example`, no trailing slash) for links that leave the site
     * (QR codes, vCards, share links, emails, gateway return addresses). In production it is always
     * `APP_URL`; elsewhere it is the address the request came to, so a laptop works on any host name.
     */
    siteUrl(): string;
  }
}

/** Paths a load balancer or monitor calls by any host name: never redirected. */
const UNREDIRECTED = new Set(['/api/health', '/api/health/live', '/api/health/ready', '/metrics']);

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port. Nothing else. */
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]{2,45}\\])(?::[0-9]{1,5})?$`, 'i');

/** The request's host (`Host`, or `X-Forwarded-Host` from a trusted proxy) when it is a plain host name. */
export function safeHost(host: string | undefined): string | undefined {
  if (!host || host.length > 260 || !HOST.test(host)) return undefined;
  const port = /:([0-9]{1,5})$/.exec(host)?.[1];
  if (port !== undefined && Number(port) > 65_535) return undefined;
  return host.toLowerCase();
}

/** `host` without the default port of `protocol` (`example.com:443` on https is `example.com`). */
function withoutDefaultPort(host: string, protocol: string): string {
  const defaultPort = protocol === 'https' ? ':443' : ':80';
  return host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host;
}

/** The canonical origin for this request (see `FastifyRequest.siteUrl`). */
export function siteOrigin(request: FastifyRequest, config: Pick<TAppConfig, 'env' | 'appUrl'>): string {
  if (config.env === 'production') return config.appUrl;
  const host = safeHost(request.host);
  if (!host) return config.appUrl;
  // `protocol` follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that sent it.
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${withoutDefaultPort(host, protocol)}`;
}

/**
 * The deps an operation gets while answering `request`: the same, with `config.appUrl` set to the
 * request's canonical origin, so every link the operation builds (emails, share links) follows it.
 * Background work (sweeps, jobs) keeps `app.deps`, whose `appUrl` is `APP_URL`.
 */
export function depsForRequest<T extends TDeps>(deps: T, request: FastifyRequest): T {
  const appUrl = request.siteUrl();
  return appUrl === deps.config.appUrl ? deps : { ...deps, config: { ...deps.config, appUrl } };
}

/** Where a production request on another host name belongs, or undefined when it is where it belongs. */
export function canonicalRedirect(
  request: FastifyRequest,
  config: Pick<TAppConfig, 'env' | 'appUrl' | 'canonicalRedirect'>,
): string | undefined {
  if (config.env !== 'production' || config.canonicalRedirect === false) return undefined;
  const path = request.url.split('?')[0] ?? '/';
  if (UNREDIRECTED.has(path)) return undefined;
  const canonical = new URL(config.appUrl);
  const protocol = canonical.protocol.replace(':', '');
  // The raw Host header: a trusted proxy's X-Forwarded-Host is what the visitor typed, so it counts.
  const host = request.host ? withoutDefaultPort(request.host.toLowerCase(), protocol) : '';
  if (!host || host === canonical.host) return undefined;
  // Only the path and query travel, after APP_URL's origin, so the target never leaves it.
  return `${canonical.origin}${request.url.startsWith('/') ? request.url : '/'}`;
}

/**
 * `request.siteUrl()`, and in production a permanent redirect of every request made on another host
 * name (`www.` against the bare domain, the server's IP address) to the same path on `APP_URL`:
 * 301 for GET and HEAD, 308 (method and body kept) for the rest. `/api/health` answers on any host.
 * A proxy in front must pass the visitor's Host (nginx: `proxy_set_header Host $host`), or send
 * X-Forwarded-Host with TRUST_PROXY set; CANONICAL_REDIRECT=false turns the redirect off.
 */
export const siteUrlPlugin = fp(async (app: FastifyInstance) => {
  const config = app.deps.config;
  app.decorateRequest('siteUrl', function siteUrl(this: FastifyRequest) {
    return siteOrigin(this, config);
  });
  if (config.env !== 'production' || config.canonicalRedirect === false) return;
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const target = canonicalRedirect(request, config);
    if (!target) return;
    const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
    return reply.header('cache-control', 'no-store').redirect(target, status);
  });
});
