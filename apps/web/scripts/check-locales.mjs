// Compares every language catalogue with English, key by key, and exits 1 on any missing or empty
// key, mismatched `{{placeholders}}`, or plural key without exactly the CLDR plural forms its
// language needs (extra keys are reported as warnings). Checks the web catalogues
// (apps/web/src/locales/<code>/<namespace>.json) and the shared ones
// (packages/shared/src/i18n/messages/<code>.json). The rules are in locale-rules.mjs.
// Usage: node apps/web/scripts/check-locales.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareCatalogue } from './locale-rules.mjs';

// The app's language codes and their BCP 47 tags (packages/shared/src/i18n/languages.ts).
const LANGUAGES = {
  en: 'en',
  bn: 'bn',
  ar: 'ar',
  sp: 'es',
  fr: 'fr',
  gr: 'de',
  it: 'it',
  ru: 'ru',
  ch: 'zh',
};
const webDir = fileURLToPath(new URL('../src/locales/', import.meta.url));
const sharedDir = fileURLToPath(new URL('../../../packages/shared/src/i18n/messages/', import.meta.url));

const problems = [];
const warnings = [];
let checked = 0;

function read(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${file}: ${error.code === 'ENOENT' ? 'missing file' : `unreadable (${error.message})`}`);
    return undefined;
  }
}

function compare(label, englishFile, otherFile, code) {
  const english = read(englishFile);
  const other = read(otherFile);
  if (!english || !other) return;
  const result = compareCatalogue(english, other, LANGUAGES[code]);
  checked += result.checked;
  problems.push(...result.problems.map((problem) => `${label}: ${problem}`));
  warnings.push(...result.warnings.map((warning) => `${label}: ${warning}`));
}

const namespaces = readdirSync(join(webDir, 'en')).filter((file) => file.endsWith('.json'));
for (const code of Object.keys(LANGUAGES)) {
  if (!existsSync(join(webDir, code))) {
    problems.push(`web/${code}: missing folder`);
    continue;
  }
  // English is compared with itself too, so its plural keys are checked for English's forms.
  for (const file of namespaces)
    compare(`web/${code}/${file}`, join(webDir, 'en', file), join(webDir, code, file), code);
  compare(`shared/${code}.json`, join(sharedDir, 'en.json'), join(sharedDir, `${code}.json`), code);
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
if (problems.length) {
  for (const problem of problems) console.error(problem);
  console.error(`\ncheck-locales: ${problems.length} problem(s) in ${checked} keys checked`);
  process.exit(1);
}
console.log(
  `check-locales: ${Object.keys(LANGUAGES).length} languages complete (${checked} keys checked, ${namespaces.length} web namespaces + shared)`,
);
