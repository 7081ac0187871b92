// `npm run bench:bundle`: gzip sizes of the built web app — the entry (with everything it imports
// statically), the home route (entry + the home screen's lazy chunk and its imports) and every lazy
// chunk on its own. Budgets (DESIGN.md): home route JS <= 120 KB gzip, each lazy chunk <= 60 KB.
// Prints figures; with --check it exits 1 when a budget is exceeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'apps/web/dist');
const HOME_BUDGET = 120 * 1024;
const CHUNK_BUDGET = 60 * 1024;
const check = process.argv.includes('--check');

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build -w @haat/web` first.');
  process.exit(1);
}

const assets = join(DIST, 'assets');
const files = readdirSync(assets).filter((name) => name.endsWith('.js'));
const gzip = new Map(
  files.map((name) => [name, gzipSync(readFileSync(join(assets, name)), { level: 9 }).length]),
);
const source = new Map(files.map((name) => [name, readFileSync(join(assets, name), 'utf8')]));

const refOf = (spec) => basename(spec);
function staticImports(name) {
  const code = source.get(name) ?? '';
  const found = new Set();
  for (const match of code.matchAll(
    /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([\w.-]+\.js)["']/g,
  )) {
    found.add(refOf(match[1]));
  }
  return [...found].filter((dep) => gzip.has(dep));
}
function dynamicImports(name) {
  const code = source.get(name) ?? '';
  const found = new Set();
  for (const match of code.matchAll(/import\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g)) found.add(refOf(match[1]));
  return [...found].filter((dep) => gzip.has(dep));
}
function closure(roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const next = stack.pop();
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...staticImports(next));
  }
  return seen;
}
const sum = (names) => [...names].reduce((total, name) => total + (gzip.get(name) ?? 0), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]+src="\/?assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
const entrySet = closure(entries);
const lazy = [...new Set([...entrySet].flatMap(dynamicImports))].filter((name) => !entrySet.has(name));
const allLazy = new Set(lazy);
for (const name of files) for (const dep of dynamicImports(name)) if (!entrySet.has(dep)) allLazy.add(dep);

const homeChunk =
  [...allLazy].find((name) => /^home/i.test(name)) ?? [...allLazy].find((name) => /home/i.test(name));
const homeSet = new Set([...entrySet, ...(homeChunk ? closure([homeChunk]) : [])]);
const homeBytes = sum(homeSet);

let failed = false;
console.log('\nWeb bundle (gzip -9)\n');
console.log(`entry (${entries.join(', ')} + static imports): ${kb(sum(entrySet))} in ${entrySet.size} files`);
console.log(
  `home route (entry + ${homeChunk ?? 'no home chunk found'}): ${kb(homeBytes)}  budget ${kb(HOME_BUDGET)}  ${homeBytes <= HOME_BUDGET ? 'ok' : 'OVER'}`,
);
if (homeBytes > HOME_BUDGET) failed = true;
console.log('\nlazy chunks (own size + static imports not already in the entry):');
const rows = [...allLazy]
  .map((name) => {
    const own = [...closure([name])].filter((dep) => !entrySet.has(dep));
    return { name, own: gzip.get(name) ?? 0, total: sum(own) };
  })
  .sort((a, b) => b.total - a.total);
for (const row of rows) {
  const status = row.total <= CHUNK_BUDGET ? 'ok' : 'OVER';
  if (row.total > CHUNK_BUDGET) failed = true;
  console.log(`  ${row.name.padEnd(48)} ${kb(row.own).padStart(9)} ${kb(row.total).padStart(9)}  ${status}`);
}
console.log(`\n${files.length} JS files, ${kb(sum(files))} gzip in all.`);
if (failed) console.log('Some budgets are exceeded (see OVER).');
if (failed && check) process.exit(1);
