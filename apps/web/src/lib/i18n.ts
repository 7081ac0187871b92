import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLocale } from './api-client.ts';
import { applyLanguage, storedLanguage, type TLanguageCode } from './languages.ts';

type TCatalogue = Record<string, unknown>;
type TLoader = () => Promise<{ default: TCatalogue }>;

// One lazy chunk per language: only the active language is downloaded.
const webCatalogues = import.meta.glob<{ default: TCatalogue }>('../locales/*/translation.json');
const sharedCatalogues = import.meta.glob<{ default: TCatalogue }>(
  '../../../../packages/shared/src/i18n/messages/*.json',
);

function loaderFor(table: Record<string, TLoader>, code: string): TLoader | undefined {
  const key = Object.keys(table).find((path) => path.endsWith(`/${code}/translation.json`) || path.endsWith(`/${code}.json`));
  return key ? table[key] : undefined;
}

async function loadCatalogue(code: TLanguageCode): Promise<TCatalogue> {
  const [web, shared] = await Promise.all([
    loaderFor(webCatalogues, code)?.(),
    loaderFor(sharedCatalogues, code)?.(),
  ]);
  const { validation, fields, api } = (shared?.default ?? {}) as TCatalogue;
  return { ...(web?.default ?? {}), validation, fields, api };
}

/** Starts i18next with the stored language (English when none), sets <html lang/dir> and X-Locale. */
export async function initI18n(): Promise<TLanguageCode> {
  const code = storedLanguage();
  const resources: Record<string, { translation: TCatalogue }> = {};
  resources[code] = { translation: await loadCatalogue(code) };
  await i18next.use(initReactI18next).init({
    lng: code,
    // Only the active catalogue is loaded; scripts/check-locales.mjs guarantees every key exists in it.
    fallbackLng: false,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(code);
  setApiLocale(code);
  return code;
}

export { i18next };
