import { formatDecimal } from '@haat/shared/i18n/format-number';
import { pluralKeys } from '@haat/shared/i18n/plural';
import { setApiLocale } from './api-client.ts';
import { languageInfo, pageLanguage, showLanguage, type TLanguageCode } from './languages.ts';

/*
 * A small translator over i18next-format catalogues (nested keys, `{{name}}` interpolation, plural
 * forms `key_one`/`key_few`/`key_other`… chosen by `Intl.PluralRules` from a numeric `count`).
 * The language only changes by reloading the page (spec section 4), so translations are fixed
 * after start-up and need no React state. Catalogues are split into namespaces
 * (`locales/<code>/<namespace>.json`): `common` loads at start-up, the others with the screens that
 * use them, and `shared` is the validation/field/API catalogue of @haat/shared.
 * See docs/decisions/011-own-translator.md.
 */

type TCatalogue = { [key: string]: string | TCatalogue };
export type TValues = Record<string, string | number | undefined> & { defaultValue?: string };
export type TNamespace =
  | 'common'
  | 'auth'
  | 'account'
  | 'info'
  | 'screens'
  | 'shared'
  | 'cards'
  | 'directory'
  | 'businesses'
  | 'products'
  | 'categories'
  | 'wallet'
  | 'payments'
  | 'notifications'
  | 'orders'
  | 'cart'
  | 'seller'
  | 'marketplace'
  | 'admin'
  | 'security'
  | 'kyc'
  | 'whatsapp'
  | 'connections'
  | 'social'
  | 'feed'
  | 'schedule'
  | 'social_analytics'
  | 'admin_audit'
  | 'admin_settings'
  | 'admin_businesses'
  | 'admin_users'
  | 'admin_dashboard'
  | 'admin_analytics'
  | 'report'
  | 'moderation';

type TLoader = () => Promise<{ default: TCatalogue }>;
// One small index per language (`locales/<code>/index.ts`) names its namespaces' chunks, so the
// start-up script carries nine entries instead of one per language and namespace (decision 026).
const languageIndexes = import.meta.glob<{ catalogues: Record<string, TLoader> }>('../locales/*/index.ts');
const sharedCatalogues = import.meta.glob<{ default: TCatalogue }>(
  '../../../../packages/shared/src/i18n/messages/*.json',
);

/** The namespaces' loaders of one language, read once. */
const indexes = new Map<TLanguageCode, Promise<Record<string, TLoader>>>();
function catalogueLoaders(code: TLanguageCode): Promise<Record<string, TLoader>> {
  let loaders = indexes.get(code);
  if (!loaders) {
    const load = languageIndexes[`../locales/${code}/index.ts`];
    loaders = load ? load().then((module) => module.catalogues) : Promise.resolve({});
    indexes.set(code, loaders);
    // A failed download (offline) is tried again next time.
    loaders.catch(() => indexes.delete(code));
  }
  return loaders;
}

let language: TLanguageCode = 'en';
let catalogue: TCatalogue = {};
// On the server every catalogue is loaded before the first render (`setServerCatalogue`).
let serverSide = false;
const loaded = new Map<string, Promise<void>>();
// The router starts loading the first screen as soon as it is created, possibly before the
// language is known; screen catalogues wait for start-up to choose the language first.
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

function merge(target: TCatalogue, source: TCatalogue): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && current && typeof current === 'object') merge(current, value);
    else target[key] = value;
  }
}

async function loaderFor(code: TLanguageCode, namespace: TNamespace): Promise<TLoader | undefined> {
  if (namespace === 'shared')
    return sharedCatalogues[`../../../../packages/shared/src/i18n/messages/${code}.json`];
  return (await catalogueLoaders(code))[`./${namespace}.json`];
}

async function fetchNamespace(code: TLanguageCode, namespace: TNamespace): Promise<void> {
  const loader = await loaderFor(code, namespace);
  if (!loader) throw new Error(`No "${namespace}" catalogue for "${code}"`);
  const module = await loader();
  if (namespace === 'shared') {
    const { validation, fields, api } = module.default;
    merge(catalogue, { validation: validation ?? {}, fields: fields ?? {}, api: api ?? {} } as TCatalogue);
  } else {
    merge(catalogue, module.default);
  }
}

function loadNow(namespaces: readonly TNamespace[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      let promise = loaded.get(namespace);
      if (!promise) {
        promise = fetchNamespace(language, namespace).catch((error) => {
          loaded.delete(namespace);
          throw error;
        });
        loaded.set(namespace, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Loads the given namespaces of the active language once (route modules await this). */
export async function loadNamespaces(namespaces: readonly TNamespace[]): Promise<void> {
  if (serverSide) return;
  await ready;
  await loadNow(namespaces);
}

function lookup(key: string): string | undefined {
  let node: string | TCatalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A number in the language's digits; grouped (১,২৩৪) only for `count`, the quantity a text counts. */
function formatValue(value: number, grouped: boolean): string {
  return formatDecimal(value, languageInfo(language).tag, { grouping: grouped ? 'always' : 'never' });
}

/**
 * Translates a dotted key; `{{name}}` placeholders take `values`, numbers in the language's own
 * digits (Bengali ৮, not 8, which Bengali readers would take for ৪). A numeric `count` picks the
 * plural form the language needs. A missing key shows the key (or defaultValue).
 */
export function t(key: string, values?: TValues): string {
  let template: string | undefined;
  for (const candidate of pluralKeys(key, languageInfo(language).tag, values?.count))
    template ??= lookup(candidate);
  template ??= values?.defaultValue ?? key;
  if (!values) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) return match;
    return typeof value === 'number' ? formatValue(value, name === 'count') : String(value);
  });
}

export function currentLanguage(): TLanguageCode {
  return language;
}

/** The hook-shaped accessor the screens use. */
export function useTranslation() {
  return { t, language };
}

/**
 * Loads the page's language (see `pageLanguage`: the address's `?lang=`, the stored choice, the
 * language the server chose for this page, else English), sets <html lang/dir> and X-Locale.
 */
export async function initI18n(): Promise<TLanguageCode> {
  language = pageLanguage();
  try {
    await start();
  } finally {
    markReady();
  }
  return language;
}

async function start(): Promise<void> {
  try {
    await loadNow(['common']);
  } catch (error) {
    console.warn(`Could not load the "${language}" catalogue; using English.`, error);
    language = 'en';
    loaded.clear();
    await loadNow(['common']).catch(() => undefined);
  }
  // Shown, not stored: only a person's choice is remembered (a failed catalogue must not turn a
  // chosen language into English for good, and a browser that never chose can take the account's).
  showLanguage(language);
  setApiLocale(language);
}

/** Server rendering: catalogues are all loaded up front, so screens never wait for one. */
export function startServerSide(): void {
  serverSide = true;
  markReady();
}

/** Every namespace of one language, merged as the browser would have them (server rendering). */
export async function loadWholeCatalogue(code: TLanguageCode): Promise<TCatalogue> {
  const whole: TCatalogue = {};
  const namespaces = new Set(
    Object.keys(await catalogueLoaders(code)).map((path) => path.slice('./'.length, -'.json'.length)),
  );
  for (const namespace of namespaces)
    merge(whole, (await (await loaderFor(code, namespace as TNamespace))?.())?.default ?? {});
  const shared = (await (await loaderFor(code, 'shared'))?.())?.default ?? {};
  merge(whole, {
    validation: shared.validation ?? {},
    fields: shared.fields ?? {},
    api: shared.api ?? {},
  } as TCatalogue);
  return whole;
}

export type { TCatalogue };

/**
 * Server rendering: translate with `whole` in `code` from now on. The server calls this right
 * before each synchronous render, so requests in different languages never mix.
 */
export function setServerCatalogue(code: TLanguageCode, whole: TCatalogue): void {
  startServerSide();
  language = code;
  catalogue = whole;
}
