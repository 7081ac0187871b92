import { formatDecimal } from './format-number.ts';
import { LANGUAGES, type TLanguageCode } from './languages.ts';
import ar from './messages/ar.json' with { type: 'json' };
import bn from './messages/bn.json' with { type: 'json' };
import ch from './messages/ch.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import gr from './messages/gr.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import ru from './messages/ru.json' with { type: 'json' };
import sp from './messages/sp.json' with { type: 'json' };
import { pluralKeys } from './plural.ts';

/** A nested catalogue; languages differ in their plural forms (`_few` in `ru`), so not `typeof en`. */
export type TMessageCatalogue = { readonly [key: string]: string | TMessageCatalogue };

/** Shared message catalogues (validation, API and email texts) for all nine languages. */
export const MESSAGE_CATALOGUES: Record<TLanguageCode, TMessageCatalogue> = {
  en,
  bn,
  ar,
  sp,
  fr,
  gr,
  it,
  ru,
  ch,
};

export type TInterpolation = Record<string, string | number | undefined>;

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function interpolate(template: string, values: TInterpolation = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}

/**
 * Formats a number for the language (Bengali digits in `bn`, Arabic-Indic in `ar`); `grouped` adds
 * the thousands separators (used for `count`, the quantity a message counts).
 */
export function formatNumber(lang: TLanguageCode, value: number, grouped = false): string {
  const tag = LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en';
  return formatDecimal(value, tag, { grouping: grouped ? 'always' : 'never' });
}

function lookupForm(lang: TLanguageCode, key: string, count: unknown): string | undefined {
  const tag = LANGUAGES.find((l) => l.code === lang)?.tag ?? 'en';
  for (const candidate of pluralKeys(key, tag, count)) {
    const found = lookup(MESSAGE_CATALOGUES[lang], candidate);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Translates a dotted key (e.g. `validation.required`) into `lang`, falling back to English, then to
 * the key. A numeric `count` picks the plural form (`key_one`, `key_few`, …; see plural.ts). Numbers
 * in `values` are written with the language's digits.
 */
export function translate(lang: TLanguageCode, key: string, values?: TInterpolation): string {
  const template = lookupForm(lang, key, values?.count) ?? lookupForm('en', key, values?.count) ?? key;
  if (!values) return template;
  const localised: TInterpolation = {};
  for (const [name, value] of Object.entries(values)) {
    localised[name] = typeof value === 'number' ? formatNumber(lang, value, name === 'count') : value;
  }
  return interpolate(template, localised);
}

export function isMessageKey(key: string): boolean {
  return lookup(en, key) !== undefined || lookup(en, `${key}_other`) !== undefined;
}
