import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { hmac, randomSecret, safeEqual } from '../lib/secrets.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
/**
 * The only shape a token has: 24 random bytes and an HMAC-SHA256, both base64url without padding.
 * Anything else (a suffix, another separator, extra length, other characters) is not a token.
 */
export const CSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSRF token of this browser (from its cookie, or newly made and set on the reply). */
    csrfToken: string;
  }
  interface FastifyContextConfig {
    /**
     * For a plain HTML form that must work without JavaScript: the header check is skipped and the
     * route checks the token posted in this form field with `app.verifyCsrfField` instead.
     */
    csrfField?: string;
    /**
     * No CSRF check at all: only for callbacks posted by another server (a payment gateway's IPN
     * and return pages), which carry no cookie and must prove themselves another way (signature,
     * server-side validation).
     */
    csrfExempt?: true;
  }
  interface FastifyInstance {
    /** Throws 419 unless `sent` equals this browser's genuine CSRF cookie (for `csrfField` routes). */
    verifyCsrfField(request: FastifyRequest, sent: unknown): void;
  }
}

function headerValue(request: FastifyRequest): string | undefined {
  const direct = request.headers['x-csrf-token'];
  if (typeof direct === 'string' && direct) return direct;
  const xsrf = request.headers['x-xsrf-token'];
  if (typeof xsrf === 'string' && xsrf) {
    try {
      return decodeURIComponent(xsrf);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Double-submit CSRF protection: the `XSRF-TOKEN` cookie holds `<random>.<hmac>`; a state-changing
 * request without a bearer token must echo it in `X-CSRF-TOKEN` or `X-XSRF-TOKEN`, else 419.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const key = `csrf:${app.deps.config.appKey}`;
  /** Exactly `<random>.<signature>` with the signature this app made (compared in constant time). */
  const isGenuine = (token: string | undefined): token is string => {
    if (typeof token !== 'string' || !CSRF_TOKEN_PATTERN.test(token)) return false;
    const [random = '', signature = ''] = token.split('.');
    return safeEqual(signature, hmac(key, random));
  };

  app.decorateRequest('csrfToken', '');
  app.decorate('verifyCsrfField', (request: FastifyRequest, sent: unknown) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!isGenuine(cookie) || typeof sent !== 'string' || !sent || !safeEqual(sent, cookie)) {
      throw new AppError('CSRF_MISMATCH', 'CSRF token mismatch.');
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    // Only a genuine cookie is ever echoed (into index.html and forms); anything else is replaced.
    if (isGenuine(cookie)) {
      request.csrfToken = cookie;
    } else {
      const random = randomSecret(24);
      request.csrfToken = `${random}.${hmac(key, random)}`;
      reply.setCookie(CSRF_COOKIE, request.csrfToken, {
        path: '/',
        sameSite: 'lax',
        // Secure on an https site (APP_URL in production, the request's own scheme elsewhere).
        secure: request.siteUrl().startsWith('https:'),
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || request.hasBearer) return;
    if (request.routeOptions.config.csrfField || request.routeOptions.config.csrfExempt) return;
    const sent = headerValue(request);
    if (!isGenuine(cookie) || !sent || !safeEqual(sent, cookie)) {
      throw new AppError('CSRF_MISMATCH', 'CSRF token mismatch.');
    }
  });
});
