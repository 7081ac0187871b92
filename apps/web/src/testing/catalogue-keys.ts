import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/*
 * For tests that hold a feature's word keys to the English catalogues (the locale check then holds
 * the other eight languages to English): the catalogues merged as lib/i18n.ts merges them, a key
 * lookup that knows plural forms, and the keys a set of source files names literally.
 */

export type TCatalogueNode = { [key: string]: string | TCatalogueNode };

/** `apps/web/src`. */
export const webSrc = resolve(import.meta.dirname, '..');
/** The shared catalogue of @haat/shared in English (validation, fields, api and the server's words). */
export const sharedEnglish = resolve(webSrc, '../../../packages/shared/src/i18n/messages/en.json');

/** Namespaces share top-level keys (`auth` is in common and auth), so they merge deeply. */
function merge(target: TCatalogueNode, source: TCatalogueNode): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && current && typeof current === 'object') merge(current, value);
    else target[key] = value;
  }
}

/** Every English web namespace, plus the shared catalogue's `validation`, `fields` and `api`. */
export function englishCatalogue(): TCatalogueNode {
  const locales = join(webSrc, 'locales/en');
  const all: TCatalogueNode = {};
  for (const file of readdirSync(locales).filter((name) => name.endsWith('.json')))
    merge(all, JSON.parse(readFileSync(join(locales, file), 'utf8')));
  const { validation, fields, api } = JSON.parse(readFileSync(sharedEnglish, 'utf8'));
  merge(all, { validation, fields, api });
  return all;
}

/** The value at a dotted key (a string, a branch, or undefined). */
export function lookupKey(catalogue: TCatalogueNode, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether a key has words: a string, or a plural key whose `_other` form is one. */
export function hasKey(catalogue: TCatalogueNode, key: string): boolean {
  return (
    typeof lookupKey(catalogue, key) === 'string' || typeof lookupKey(catalogue, `${key}_other`) === 'string'
  );
}

/** The .ts/.tsx files under a folder of `src`, tests left out. */
export function sourceFiles(dir: string): string[] {
  const root = dir.startsWith('/') ? dir : join(webSrc, dir);
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(root, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [join(root, entry.name)]
        : [],
  );
}

/**
 * The keys with one of the given prefixes that the files name literally ('…' or `…`, not built with
 * `${}`) and English lacks, as `file: key`.
 */
export function missingKeys(files: readonly string[], prefixes: readonly string[]): string[] {
  const catalogue = englishCatalogue();
  const alternatives = prefixes.map((prefix) => prefix.replaceAll('.', '\\.')).join('|');
  const pattern = new RegExp(`['\`]((?:${alternatives})\\.[a-z_.]*[a-z_])['\`]`, 'g');
  const missing: string[] = [];
  for (const file of files) {
    const path = file.startsWith('/') ? file : join(webSrc, file);
    for (const match of readFileSync(path, 'utf8').matchAll(pattern)) {
      const key = match[1] as string;
      if (!hasKey(catalogue, key)) missing.push(`${path.slice(webSrc.length + 1)}: ${key}`);
    }
  }
  return missing;
}
