// Prints the gzip size of the entry, of what the home route loads, and of every lazy chunk, and
// fails when the home route exceeds 120 KB or a lazy chunk 60 KB. Needs a build (dist/.vite/manifest.json).
// Usage: npm run bench:bundle -- [--json]
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// WEB_DIST measures another build (e.g. a helper's copy) instead of apps/web/dist.
const dist = process.env.WEB_DIST
  ? new URL(`file://${process.env.WEB_DIST.replace(/\/?$/, '/')}`)
  : new URL('../apps/web/dist/', import.meta.url);
const manifestFile = new URL('.vite/manifest.json', dist);
if (!existsSync(manifestFile)) {
  console.error('No build found: run `npm run build -w @haat/web` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const HOME_BUDGET = 120 * 1024;
const CHUNK_BUDGET = 60 * 1024;

const gz = (file) => gzipSync(readFileSync(new URL(file, dist))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/home/routes/home.tsx'));
// The English catalogue the start-up loads, and the index that names it (lib/i18n.ts).
const localeKeys = Object.keys(manifest).filter(
  (key) => key.endsWith('locales/en/common.json') || key.endsWith('locales/en/index.ts'),
);
const homeFiles = new Set();
for (const key of [entryKey, homeKey, ...localeKeys])
  for (const dep of closure(key)) homeFiles.add(manifest[dep].file);

const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    key: chunk.src ?? chunk.name ?? key,
    file: chunk.file,
    gzip: gz(chunk.file),
    entry: !!chunk.isEntry,
  }))
  .sort((a, b) => b.gzip - a.gzip);
const home = [...homeFiles].reduce((sum, file) => sum + gz(file), 0);
const entry = rows.find((row) => row.entry);

let failed = false;
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ entry: entry?.gzip, home, chunks: rows }, null, 2));
} else {
  console.log(`entry   ${kb(entry?.gzip ?? 0).padStart(9)}  ${entry?.file}  ${entry?.key}`);
  console.log(
    `home    ${kb(home).padStart(9)}  (entry + home screen + English catalogue and its index, ${homeFiles.size} files; budget 120 KB)`,
  );
  console.log('other chunks (lazy, or shared by the entry):');
  for (const row of rows.filter((r) => !r.entry)) {
    const over = row.gzip > CHUNK_BUDGET;
    if (over) failed = true;
    // Files are named by hash only (vite.config.ts); the manifest key says what each one is.
    console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}  ${row.key}${over ? '  OVER 60 KB' : ''}`);
  }
}
if (home > HOME_BUDGET) {
  console.error(`home route is ${kb(home)}, over the 120 KB budget`);
  failed = true;
}
process.exit(failed ? 1 : 0);
