import { LANGUAGES, type TLanguageCode } from '../i18n/languages.ts';

/**
 * The query parameter that addresses a page's language variant, with the app's own language code
 * as its value (`?lang=bn`, `?lang=sp` for Spanish): the same codes as the rest of the API
 * (`/api/countries?lang=`). hreflang values are the BCP 47 tags (`es`, `de`, `zh`). A page without
 * the parameter is the `x-default` version (the visitor's own language).
 */
export const LANGUAGE_PARAM = 'lang';

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

/** `path` (a path on this site, with or without a query) resolved on `origin`; never another site. */
function pageUrl(origin: string, path: string): URL {
  const base = new URL(origin);
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    throw new Error(`not a path on this site: ${path}`);
  const url = new URL(path, base.origin);
  if (url.origin !== base.origin) throw new Error(`not a path on this site: ${path}`);
  url.hash = '';
  url.searchParams.delete(LANGUAGE_PARAM);
  return url;
}

/** The absolute address of `path` in `lang` (`…?lang=bn`), or its `x-default` address without `lang`. */
export function languageUrl(origin: string, path: string, lang?: TLanguageCode | null): string {
  const url = pageUrl(origin, path);
  if (lang) url.searchParams.set(LANGUAGE_PARAM, lang);
  return url.href;
}

/**
 * The canonical address of a public page and its language alternates (hreflang), as data.
 * `origin` is the canonical origin (`request.siteUrl()`); `path` the page's path on the site
 * (`/b/dhaka-tea-house-k4q2ps`; a query is kept, except `lang`); `lang` the language the address
 * itself asked for (`?lang=`), not the one negotiated from headers: a page opened without `?lang=`
 * is the x-default version and is its own canonical.
 */
export function alternateLinks(origin: string, path: string, lang?: TLanguageCode | null): TAlternateLinks {
  return {
    canonical: languageUrl(origin, path, lang),
    alternates: [
      ...LANGUAGES.map((language) => ({
        hreflang: language.tag,
        href: languageUrl(origin, path, language.code),
      })),
      { hreflang: 'x-default', href: languageUrl(origin, path) },
    ],
  };
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `<link rel="canonical">` and one `<link rel="alternate" hreflang>` per alternate, HTML-escaped, one a line. */
export function alternateLinkTags(links: TAlternateLinks): string {
  return [
    `<link rel="canonical" href="${escapeAttribute(links.canonical)}">`,
    ...links.alternates.map(
      (link) =>
        `<link rel="alternate" hreflang="${escapeAttribute(link.hreflang)}" href="${escapeAttribute(link.href)}">`,
    ),
  ].join('\n');
}
