import { escapeHtml } from '../cards/card-face.ts';
import { LANGUAGES, type TLanguageCode } from '../i18n/languages.ts';

/**
 * A page's language variant is addressed with `?lang=` and the app's own language code (`?lang=bn`,
 * `?lang=sp` for Spanish): the same codes as the rest of the API (`/api/countries?lang=`). hreflang
 * values are the BCP 47 tags (`es`, `de`, `zh`). A page without the parameter is the `x-default`
 * version (in the visitor's own language).
 */
const LANG = 'lang';

export interface TAlternateLink {
  /** BCP 47 tag (`bn`, `es`) or `x-default`. */
  hreflang: string;
  href: string;
}

export interface TAlternateLinks {
  /** The page's own address: with `?lang=` when it was asked for in one language, else without. */
  canonical: string;
  /** One per app language (in LANGUAGES order), then `x-default`. */
  alternates: TAlternateLink[];
}

/** Characters that may stand in a URL as they are; anything else is percent-encoded. */
const UNSAFE_IN_URL = /[^A-Za-z0-9\-._~:/?[\]@!$&'()*+,;=%]/gu;

function splitPath(origin: string, path: string): { base: string; query: string[] } {
  const site = origin.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\\\s]+$/.test(site)) throw new Error(`not an origin: ${origin}`);
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    throw new Error(`not a path on this site: ${path}`);
  const [withoutHash = ''] = path.split('#');
  const at = withoutHash.indexOf('?');
  const pathname = at === -1 ? withoutHash : withoutHash.slice(0, at);
  const query = at === -1 ? [] : withoutHash.slice(at + 1).split('&');
  const encode = (text: string) => text.replace(UNSAFE_IN_URL, (char) => encodeURIComponent(char));
  return {
    base: `${site}${encode(pathname)}`,
    query: query.filter((pair) => pair !== '' && pair.split('=')[0] !== LANG).map(encode),
  };
}

function withLanguage(parts: { base: string; query: string[] }, lang?: TLanguageCode | null): string {
  const pairs = lang ? [...parts.query, `${LANG}=${lang}`] : parts.query;
  return pairs.length > 0 ? `${parts.base}?${pairs.join('&')}` : parts.base;
}

/** The absolute address of `path` in `lang` (`…?lang=bn`), or its `x-default` address without `lang`. */
export function languageUrl(origin: string, path: string, lang?: TLanguageCode | null): string {
  return withLanguage(splitPath(origin, path), lang);
}

/**
 * The canonical address of a public page and its language alternates (hreflang), as data.
 * `origin` is the canonical origin (`request.siteUrl()`); `path` the page's path on the site
 * (`/b/dhaka-tea-house-k4q2ps`; a query is kept, except `lang`); `lang` the language the address
 * itself asked for (`?lang=`), not the one negotiated from headers: a page opened without `?lang=`
 * is the x-default version and is its own canonical.
 */
export function alternateLinks(origin: string, path: string, lang?: TLanguageCode | null): TAlternateLinks {
  const parts = splitPath(origin, path);
  return {
    canonical: withLanguage(parts, lang),
    alternates: [
      ...LANGUAGES.map((language) => ({ hreflang: language.tag, href: withLanguage(parts, language.code) })),
      { hreflang: 'x-default', href: withLanguage(parts) },
    ],
  };
}

/** `<link rel="canonical">` and one `<link rel="alternate" hreflang>` per alternate, HTML-escaped, one a line. */
export function alternateLinkTags(links: TAlternateLinks): string {
  return [
    `<link rel="canonical" href="${escapeHtml(links.canonical)}">`,
    ...links.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`,
    ),
  ].join('\n');
}
