// `npm run bench:api`: measures the real API against a bare Fastify server measured in the same run,
// prints a table with the ratios and writes bench/results/api-<timestamp>.json. See bench/README.md.
// It prints figures and never asserts timings: it exits 1 only when something broke (setup failed, or
// a run had errors or non-2xx responses, which would make its figures meaningless).
//
//   scenarios.mjs    what is measured (add scenarios there)    servers.mjs  build, start and stop servers
//   bare-server.mjs  the baseline                              session.mjs  CSRF and bearer tokens
//   measure.mjs      one autocannon run → req/s, percentiles   report.mjs   table and JSON document
//
// Settings (environment): BENCH_DURATION seconds per measurement (default 5), BENCH_WARMUP seconds of
// warm-up before each (default 1), BENCH_CONNECTIONS (default 10), BENCH_ONLY=health,user to run some
// scenarios only, BENCH_VERBOSE=1 to echo the servers' output and show stack traces, BENCH_API_ROOT
// another checkout whose built API is measured instead (not rebuilt; to compare versions in one
// sitting), BENCH_PORTS=4400-4499 to keep the servers' ports in a range.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { measure } from './measure.mjs';
import { describeEnvironment, printReport, resultsDocument } from './report.mjs';
import { BASELINE, SCENARIOS } from './scenarios.mjs';
import { buildApi, ROOT, startApi, startBareServer } from './servers.mjs';
import { createSession } from './session.mjs';

function numberSetting(name, fallback, { integer = false } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < (integer ? 1 : 0) || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'a positive integer' : 'a number ≥ 0'}, not "${raw}"`);
  }
  return value;
}

function readSettings() {
  const settings = {
    duration: numberSetting('BENCH_DURATION', 5),
    warmup: numberSetting('BENCH_WARMUP', 1),
    connections: numberSetting('BENCH_CONNECTIONS', 10, { integer: true }),
  };
  if (settings.duration <= 0) throw new Error('BENCH_DURATION must be more than 0 seconds');
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
  if (unknown.length) {
    throw new Error(
      `BENCH_ONLY: unknown scenario ${unknown.join(', ')} (known: ${SCENARIOS.map((s) => s.name).join(', ')})`,
    );
  }
  const scenarios = only.length ? SCENARIOS.filter((scenario) => only.includes(scenario.name)) : SCENARIOS;
  return { settings, scenarios };
}

/**
 * One request outside the measurement: a scenario that does not answer 2xx with the expected content
 * type is a broken setup (the API answers unknown GET paths with the web app's index.html and 200).
 */
async function smokeTest(baseUrl, title, request, contentType) {
  const response = await fetch(baseUrl + (request.paths?.[0] ?? request.path), {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes(contentType)) {
    throw new Error(
      `${title} answered ${response.status} (${type || 'no content-type'}): ${text.slice(0, 300)}`,
    );
  }
}

/** Warm-up (discarded), then the measured run. */
async function warmAndMeasure(baseUrl, { title, contentType = 'application/json' }, request, load, settings) {
  await smokeTest(baseUrl, title, request, contentType);
  const warmup = settings.warmup > 0 ? `${settings.warmup} s warm-up, then ` : '';
  console.log(`  ${title}: ${warmup}${load.duration} s with ${load.connections} connections…`);
  if (settings.warmup > 0) {
    await measure(baseUrl, request, { connections: load.connections, duration: settings.warmup });
  }
  return measure(baseUrl, request, load);
}

const ratio = (value, base) => (value === null || base === null || base === 0 ? null : value / base);
const since = (start) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function main() {
  const { settings, scenarios } = readSettings();
  const startedAt = new Date();
  const environment = describeEnvironment(ROOT);
  console.log(
    `API benchmark: ${settings.duration} s per measurement after ${settings.warmup} s warm-up, ` +
      `${settings.connections} connections unless a scenario says otherwise; ${environment.cpus} CPUs.`,
  );
  if (environment.load_average_1m_at_start > environment.cpus / 2) {
    console.log(
      `  The machine is busy (load average ${environment.load_average_1m_at_start}): expect noisy figures.`,
    );
  }

  const root = process.env.BENCH_API_ROOT ? resolve(process.env.BENCH_API_ROOT) : ROOT;
  if (root === ROOT) {
    console.log('Building the API (npm run build -w @haat/api)…');
    const building = performance.now();
    buildApi();
    console.log(`  built in ${since(building)}`);
  } else console.log(`Measuring the API already built in ${root}.`);

  const servers = [];
  let stopping;
  const stopAll = () => {
    stopping ??= Promise.allSettled(servers.map((server) => server.cleanup())).then((outcomes) => {
      let clean = true;
      outcomes.forEach((outcome, i) => {
        const exit = outcome.status === 'fulfilled' ? outcome.value : undefined;
        if (exit?.code !== 0) {
          clean = false;
          const why = outcome.status === 'rejected' ? outcome.reason : `exit ${exit.code}, ${exit.signal}`;
          console.error(
            `${servers[i].name} did not stop cleanly (${why}). Its last output:\n${servers[i].output()}`,
          );
        }
      });
      return clean;
    });
    return stopping;
  };
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping the servers…`);
    stopAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const results = [];
  const baselines = new Map();
  let broken = false;
  try {
    console.log(
      'Starting the bare Fastify server and the API (embedded PostgreSQL in a temporary DATA_DIR)…',
    );
    const starting = performance.now();
    const [bare, api] = await Promise.allSettled([startBareServer(), startApi({ root })]).then((outcomes) => {
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') {
          const server = outcome.value;
          servers.push({ ...server, cleanup: server.cleanup ?? server.stop });
        }
      }
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return outcomes.map((outcome) => outcome.value);
    });
    console.log(`  bare Fastify at ${bare.baseUrl}, API at ${api.baseUrl} (ready after ${since(starting)})`);

    const session = createSession(api.baseUrl, { databaseUrl: api.databaseUrl });
    const baselineRequest = await BASELINE.request();
    for (const scenario of scenarios) {
      const defaults = { connections: settings.connections, duration: settings.duration };
      const load = scenario.load ? scenario.load(defaults) : defaults;
      const key = `${load.connections}c-${load.duration}s`;
      if (!baselines.has(key)) {
        baselines.set(key, await warmAndMeasure(bare.baseUrl, BASELINE, baselineRequest, load, settings));
      }
      const baselineStats = baselines.get(key);
      const request = await scenario.request(session);
      const stats = await warmAndMeasure(api.baseUrl, scenario, request, load, settings);
      if (stats.non2xx || stats.errors) broken = true;
      results.push({
        name: scenario.name,
        title: scenario.title,
        method: request.method,
        path: request.path ?? `${request.paths?.length} paths in turn, e.g. ${request.paths?.[0]}`,
        note: scenario.note,
        baseline: key,
        baselineStats,
        stats,
        ratio: {
          rps: ratio(stats.rps, baselineStats.rps),
          p50: ratio(stats.p50_ms, baselineStats.p50_ms),
          p95: ratio(stats.p95_ms, baselineStats.p95_ms),
          p99: ratio(stats.p99_ms, baselineStats.p99_ms),
        },
      });
    }
    for (const stats of baselines.values()) if (stats.non2xx || stats.errors) broken = true;

    printReport(BASELINE.title, results);

    const stamp = startedAt
      .toISOString()
      .replace(/:/g, '-')
      .replace(/\.\d+Z$/, 'Z');
    const file = join(ROOT, 'bench/results', `api-${stamp}.json`);
    await mkdir(join(ROOT, 'bench/results'), { recursive: true });
    const json = resultsDocument({
      startedAt,
      environment,
      settings,
      baselineTitle: BASELINE.title,
      baselines,
      results,
    });
    await writeFile(file, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nResults written to ${relative(process.cwd(), file) || file}`);
  } finally {
    if (servers.length) {
      console.log('Stopping the servers…');
      const stoppingAt = performance.now();
      if (await stopAll()) console.log(`  stopped after ${since(stoppingAt)}, temporary DATA_DIR deleted`);
      else broken = true;
    }
  }

  if (broken) {
    const failing = [
      ...[...baselines].map(([key, stats]) => ({ title: `${BASELINE.title} (${key})`, stats })),
      ...results,
    ].filter(({ stats }) => stats.non2xx || stats.errors);
    for (const { title, stats } of failing) {
      console.error(
        `${title}: ${stats.non2xx} non-2xx responses, ${stats.errors} errors ` +
          `(status codes ${JSON.stringify(stats.status_codes)}): its figures are not valid.`,
      );
    }
    console.error('The benchmark ran into problems (see above).');
    process.exitCode = 1;
  }
}

main().catch((error) => {
  const detail = error instanceof Error ? (process.env.BENCH_VERBOSE ? error.stack : error.message) : error;
  console.error(`\nAPI benchmark failed: ${detail}`);
  process.exitCode = 1;
});
