// `npm test`: everything, in order — types, lint, locale catalogues, build, bundle budget, unit + API tests
// (Vitest on real PostgreSQL), browser tests (Playwright on Chromium). Stops at the first failure
// and ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfStale } from './build-if-stale.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, run } from './lib.mjs';

const results = join(ROOT, '.cache', 'test-results');
mkdirSync(results, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return;
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return;
  counts.passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
  counts.failed += report.stats.unexpected ?? 0;
  counts.skipped += report.stats.skipped ?? 0;
}

function finish(failedStep) {
  if (failedStep) console.error(`\nnpm test: the step "${failedStep}" failed.`);
  console.log(
    `\n${counts.passed} passed, ${counts.failed + (failedStep && counts.failed === 0 ? 1 : 0)} failed, ${counts.skipped} skipped`,
  );
  process.exit(failedStep ? 1 : 0);
}

const steps = [
  ['types', () => run('npm', ['run', 'typecheck'])],
  ['lint', () => run('npx', ['biome', 'check', '.'])],
  [
    'locale catalogues',
    () =>
      existsSync(join(ROOT, 'apps/web/scripts/check-locales.mjs'))
        ? run('node', ['apps/web/scripts/check-locales.mjs'])
        : 0,
  ],
  ['build', async () => ((await buildIfStale({ force: true })) ? 0 : 1)],
  ['bundle budget', () => run('node', ['bench/bundle.mjs'])],
  [
    'unit and API tests',
    async () => {
      const file = join(results, 'vitest.json');
      const code = await run('npx', [
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${file}`,
      ]);
      countVitest(file);
      return code;
    },
  ],
  [
    'browser tests',
    async () => {
      const chrome = await ensureChromium();
      const file = join(results, 'playwright.json');
      const code = await run(
        'npx',
        ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', '--reporter=list,json'],
        {
          env: { ...process.env, CHROME_PATH: chrome, PLAYWRIGHT_JSON_OUTPUT_NAME: file },
        },
      );
      const before = counts.failed;
      countPlaywright(file);
      return code !== 0 || counts.failed > before ? 1 : 0;
    },
  ],
];

const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function printTimings() {
  console.log('\nTime per step:');
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(20)} ${seconds(ms)}`);
}

const started = Date.now();
for (const [name, step] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const stepStarted = Date.now();
  let code;
  try {
    code = await step();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  timings.push([name, Date.now() - stepStarted]);
  console.log(`━━ ${name}: ${code === 0 ? 'done' : 'failed'} in ${seconds(Date.now() - stepStarted)} ━━`);
  if (code !== 0) {
    printTimings();
    finish(name);
  }
}
timings.push(['total', Date.now() - started]);
printTimings();
finish();
