import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  LANGUAGES,
  type TLanguageCode,
} from '@haat/shared/i18n/languages';

export { LANGUAGES, type TLanguageCode };

const LANGUAGE_KEY = 'language';

/** The chosen language (localStorage `language`), else English. */
export function storedLanguage(): TLanguageCode {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    if (isLanguageCode(saved)) return saved;
  } catch {
    // ignore unavailable storage
  }
  return DEFAULT_LANGUAGE;
}

/** The language this browser was told to use, or undefined when it never chose one. */
export function chosenLanguage(): TLanguageCode | undefined {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    return isLanguageCode(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function languageInfo(code: TLanguageCode) {
  return LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];
}

/** Sets <html lang/dir> for `code` (the page shows it; nothing is remembered). */
export function showLanguage(code: TLanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.tag;
  document.documentElement.dir = info.rtl ? 'rtl' : 'ltr';
}

/** The language the address asks for (`?lang=bn`), if any: it wins for this page, unstored. */
export function addressLanguage(): TLanguageCode | undefined {
  if (typeof window === 'undefined') return undefined;
  const asked = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  return isLanguageCode(asked) ? asked : undefined;
}

/** The language the server rendered this page in (`<html data-language>`), if it said. */
export function serverLanguage(): TLanguageCode | undefined {
  if (typeof document === 'undefined') return undefined;
  const said = document.documentElement.dataset.language;
  return isLanguageCode(said) ? said : undefined;
}

/**
 * The language of this page: the address's `?lang=`, else this browser's choice, else the one the
 * server picked (from the language cookie or Accept-Language), else English.
 */
export function pageLanguage(): TLanguageCode {
  return addressLanguage() ?? chosenLanguage() ?? serverLanguage() ?? DEFAULT_LANGUAGE;
}

/** Mirrors the choice into the language cookie so the server renders pages in it too. */
export function rememberLanguageCookie(code: TLanguageCode | undefined = chosenLanguage()): void {
  if (!code || typeof document === 'undefined') return;
  if (document.cookie.split('; ').includes(`${LANGUAGE_COOKIE}=${code}`)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support.
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
}

/** Sets <html lang/dir> for `code` and remembers it as this browser's choice. */
export function applyLanguage(code: TLanguageCode): void {
  showLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // ignore unavailable storage
  }
  rememberLanguageCookie(code);
}

/** Choosing a language in the menu saves it and reloads the page (spec section 4). */
export function switchLanguage(code: TLanguageCode): void {
  applyLanguage(code);
  window.location.reload();
}
