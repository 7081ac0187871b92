/** The nine languages of spec section 9. `code` is the app's own code; `tag` is the BCP 47 tag for <html lang>. */
export const LANGUAGES = [
  { code: 'en', tag: 'en', name: 'English', nativeName: 'English', flag: '🇬🇧', rtl: false },
  { code: 'bn', tag: 'bn', name: 'Bengali', nativeName: 'বাংলা', flag: '🇧🇩', rtl: false },
  { code: 'ar', tag: 'ar', name: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', rtl: true },
  { code: 'sp', tag: 'es', name: 'Spanish', nativeName: 'Español', flag: '🇪🇸', rtl: false },
  { code: 'fr', tag: 'fr', name: 'French', nativeName: 'Français', flag: '🇫🇷', rtl: false },
  { code: 'gr', tag: 'de', name: 'German', nativeName: 'Deutsch', flag: '🇩🇪', rtl: false },
  { code: 'it', tag: 'it', name: 'Italian', nativeName: 'Italiano', flag: '🇮🇹', rtl: false },
  { code: 'ru', tag: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', rtl: false },
  { code: 'ch', tag: 'zh', name: 'Chinese', nativeName: '中文', flag: '🇨🇳', rtl: false },
] as const;

export type TLanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [
  TLanguageCode,
  ...TLanguageCode[],
];
export const DEFAULT_LANGUAGE: TLanguageCode = 'en';

export function isLanguageCode(value: unknown): value is TLanguageCode {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

/** Maps a BCP 47 tag or app code (e.g. `es-ES`, `zh`, `sp`) to one of our language codes. */
export function toLanguageCode(value: string | undefined | null): TLanguageCode | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (isLanguageCode(lower)) return lower;
  const primary = lower.split(/[-_]/)[0];
  return LANGUAGES.find((l) => l.tag === primary || l.code === primary)?.code;
}

/** Picks the best language from an Accept-Language header value. */
export function pickLanguage(acceptLanguage: string | undefined | null): TLanguageCode | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110).
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const code = toLanguageCode(tag);
    if (code) return code;
  }
  return undefined;
}

/**
 * The cookie that mirrors a browser's chosen language (the web app writes it with its
 * `localStorage.language`), so the server renders public pages in that language.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The address parameter that asks for one language (`/b/tea-house?lang=bn`; hreflang alternates). */
export const LANGUAGE_PARAM = 'lang';
