import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  pickLanguage,
  type TLanguageCode,
  toLanguageCode,
} from '@haat/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in: `X-Locale`, then the signed-in user's choice, then Accept-Language. */
    lang(): TLanguageCode;
  }
}

/** The language asked for in the headers alone (`X-Locale`, then Accept-Language), if any. */
export function headerLanguage(headers: FastifyRequest['headers']): TLanguageCode | undefined {
  const header = headers['x-locale'];
  return (
    toLanguageCode(Array.isArray(header) ? header[0] : header) ?? pickLanguage(headers['accept-language'])
  );
}

function requestLanguage(this: FastifyRequest): TLanguageCode {
  const header = this.headers['x-locale'];
  const explicit = toLanguageCode(Array.isArray(header) ? header[0] : header);
  if (explicit) return explicit;
  const userLanguage = this.auth?.user.language;
  if (isLanguageCode(userLanguage)) return userLanguage;
  return pickLanguage(this.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', requestLanguage);
});

/**
 * The language of a page the server renders: the address's `?lang=`, then the language cookie the
 * web app writes with a person's choice, then Accept-Language, else English. (No account: pages
 * are rendered before the browser sends its token.)
 */
export function pageLanguage(request: FastifyRequest): TLanguageCode {
  const at = request.url.indexOf('?');
  const asked = at === -1 ? null : new URLSearchParams(request.url.slice(at + 1)).get(LANGUAGE_PARAM);
  if (isLanguageCode(asked)) return asked;
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguageCode(cookie)) return cookie;
  return pickLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
