import { createRequire } from 'node:module';
import type { TDeviceType } from '@haat/shared';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

type TLookup = (ip: string) => { country?: string } | null;
let lookupCountry: TLookup | undefined;

/** The offline GeoLite2 country database (geoip-country), loaded on first use (~10 MB in memory). */
function geoip(): TLookup {
  if (!lookupCountry) {
    const require = createRequire(import.meta.url);
    lookupCountry = (require('geoip-country') as { lookup: TLookup }).lookup;
  }
  return lookupCountry;
}

/** Country headers set by a CDN or proxy; read only when the app trusts its proxy (TRUST_PROXY). */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code'];

/** ISO 3166 alpha-2 country of the visitor, or null when unknown (private addresses, Tor, …). */
export function visitorCountry(request: FastifyRequest, trustProxy: unknown): string | null {
  if (trustProxy) {
    for (const name of COUNTRY_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && !/^(xx|t1)$/i.test(value))
        return value.toUpperCase();
    }
  }
  try {
    const country = geoip()(request.ip)?.country;
    return country && /^[A-Z]{2}$/.test(country) ? country : null;
  } catch {
    return null;
  }
}

/** Mobile, tablet or desktop, from the user agent (Client Hints `Sec-CH-UA-Mobile` first). */
export function deviceType(request: FastifyRequest): TDeviceType {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'mobile';
  const ua = request.headers['user-agent'] ?? '';
  if (!ua) return 'unknown';
  if (/ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i.test(ua)) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i.test(ua)) return 'mobile';
  if (/windows nt|macintosh|mac os x|x11|linux|cros/i.test(ua)) return 'desktop';
  return 'unknown';
}

/** Crawlers, link-preview fetchers and monitoring tools (isbot's list); these are never counted. */
export function isBotVisit(request: FastifyRequest): boolean {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' && isbot(ua);
}
