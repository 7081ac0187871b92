import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type TLanguageCode } from '@haat/shared/i18n/languages';

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

/** Sets <html lang/dir> for `code` and remembers it as this browser's choice. */
export function applyLanguage(code: TLanguageCode): void {
  showLanguage(code);
  try {
    localStorage.setItem(LANGUAGE_KEY, code);
  } catch {
    // ignore unavailable storage
  }
}

/** Choosing a language in the menu saves it and reloads the page (spec section 4). */
export function switchLanguage(code: TLanguageCode): void {
  applyLanguage(code);
  window.location.reload();
}
