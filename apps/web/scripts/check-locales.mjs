// Compares every language catalogue with English, key by key, and exits 1 on any missing or empty
// key (extra keys are reported as warnings). Checks the web catalogues
// (apps/web/src/locales/<code>/<namespace>.json) and the shared ones
// (packages/shared/src/i18n/messages/<code>.json). Also checks that `{{placeholders}}` match.
// Usage: node apps/web/scripts/check-locales.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LANGUAGES = ['en', 'bn', 'ar', 'sp', 'fr', 'gr', 'it', 'ru', 'ch'];
const webDir = fileURLToPath(new URL('../src/locales/', import.meta.url));
const sharedDir = fileURLToPath(new URL('../../../packages/shared/src/i18n/messages/', import.meta.url));

function flatten(node, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, path, out);
    else out.set(path, value);
  }
  return out;
}

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: ${error.code === 'ENOENT' ? 'missing file' : `unreadable (${error.message})`}`);
    return undefined;
  }
}

const placeholders = (text) =>
  [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const problems = [];
const warnings = [];
let checked = 0;

function compare(label, englishFile, otherFile) {
  const english = read(englishFile);
  const other = read(otherFile);
  if (!english || !other) return;
  const base = flatten(english);
  const theirs = flatten(other);
  for (const [key, value] of base) {
    checked += 1;
    const translated = theirs.get(key);
    if (translated === undefined) problems.push(`${label}: missing key "${key}"`);
    else if (typeof translated !== 'string' || translated.trim() === '')
      problems.push(`${label}: empty key "${key}"`);
    else if (placeholders(value) !== placeholders(translated))
      problems.push(
        `${label}: "${key}" has placeholders {${placeholders(translated)}} but English has {${placeholders(value)}}`,
      );
  }
  for (const key of theirs.keys())
    if (!base.has(key)) warnings.push(`${label}: extra key "${key}" (not in English)`);
}

const namespaces = readdirSync(join(webDir, 'en')).filter((file) => file.endsWith('.json'));
for (const code of LANGUAGES) {
  if (!existsSync(join(webDir, code))) {
    problems.push(`web/${code}: missing folder`);
    continue;
  }
  for (const file of namespaces) {
    if (code !== 'en') compare(`web/${code}/${file}`, join(webDir, 'en', file), join(webDir, code, file));
  }
  if (code !== 'en')
    compare(`shared/${code}.json`, join(sharedDir, 'en.json'), join(sharedDir, `${code}.json`));
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`\ncheck-locales: ${problems.length} problem(s) in ${checked} keys checked`);
  process.exit(1);
}
console.log(
  `check-locales: ${LANGUAGES.length} languages complete (${checked} keys checked, ${namespaces.length} web namespaces + shared)`,
);
