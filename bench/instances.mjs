// `npm run bench:instances`: read-heavy throughput with one API instance and with two on the same
// machine (scripts/lib/cluster.mjs: the embedded PostgreSQL in its own process, the S3 stand-in, two
// instances of the built server), printed as a ratio. It prints figures and never asserts them.
//
// The mix: directory searches, marketplace searches (1,800 + 600 distinct addresses in turn, so most
// miss the caches) and business pages. Two ways are measured:
// - direct: autocannon against instance 1 alone, then against instances 1 and 2 at once (two
//   autocannon runs side by side, their requests/s added up);
// - through the round-robin proxy with one backend, then with both (the proxy is one Node process
//   on the same cores, so it costs some of what a second instance gains).
// On a machine with two cores the load generator, the proxy, PostgreSQL and the instances share
// them: expect a ratio well under 2. Settings: BENCH_DURATION seconds per run (default 8),
// BENCH_CONNECTIONS per run (default 16), BENCH_WARMUP seconds (default 2), BENCH_CACHE_SECONDS the
// instances' directory cache (default theirs, 10; 0 measures the database-bound case).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { startCluster } from '../scripts/lib/cluster.mjs';
import { measure } from './api/measure.mjs';
import { mixedDirectoryPaths, mixedMarketplacePaths } from './api/scenarios.mjs';

const setting = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const duration = setting('BENCH_DURATION', 8);
const connections = Math.round(setting('BENCH_CONNECTIONS', 16));
const warmup = setting('BENCH_WARMUP', 2);

if (!(await buildIfStale())) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'haat-bench-instances-'));
let cluster;
const stop = async () => {
  await cluster?.stop();
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void stop().then(() => process.exit(130)));

try {
  console.log('Starting PostgreSQL, the S3 stand-in and two instances (demo data)…');
  cluster = await startCluster({
    instances: 2,
    dataDir,
    log: () => undefined,
    env: {
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FACTOR: '1000000',
      ...(process.env.BENCH_CACHE_SECONDS
        ? { DIRECTORY_CACHE_SECONDS: process.env.BENCH_CACHE_SECONDS }
        : {}),
    },
  });
  const [one, two] = cluster.instances;
  const listing = await (await fetch(`${one.url}/api/businesses?per_page=50`)).json();
  const slugs = listing.data.map((business) => business.slug);
  const directory = mixedDirectoryPaths();
  const market = mixedMarketplacePaths();
  const paths = [];
  for (let i = 0; i < Math.max(directory.length, market.length); i++) {
    if (directory[i]) paths.push(directory[i]);
    if (market[i]) paths.push(market[i]);
    if (slugs.length) paths.push(`/api/businesses/${slugs[i % slugs.length]}`);
  }
  const request = () => ({ method: 'GET', paths, headers: { accept: 'application/json' } });
  const run = async (url) => {
    await measure(url, request(), { connections, duration: warmup });
    return measure(url, request(), { connections, duration });
  };
  const together = async (urls) => {
    await Promise.all(urls.map((url) => measure(url, request(), { connections, duration: warmup })));
    const results = await Promise.all(urls.map((url) => measure(url, request(), { connections, duration })));
    return {
      rps: results.reduce((sum, result) => sum + result.rps, 0),
      errors: results.reduce((sum, result) => sum + (result.errors ?? 0), 0),
      non2xx: results.reduce((sum, result) => sum + (result.non2xx ?? 0), 0),
      p95_ms: Math.max(...results.map((result) => result.p95_ms ?? 0)),
    };
  };

  console.log(
    `${paths.length} addresses in turn, ${connections} connections per run, ${duration} s per run.`,
  );
  const directOne = await run(one.url);
  const directTwo = await together([one.url, two.url]);
  cluster.proxy.setBackends([{ name: one.name, host: '127.0.0.1', port: one.port }]);
  const proxiedOne = await run(cluster.url);
  cluster.proxy.setBackends(
    [one, two].map((instance) => ({ name: instance.name, host: '127.0.0.1', port: instance.port })),
  );
  const proxiedTwo = await run(cluster.url);

  const row = (label, a, b) =>
    `${label.padEnd(10)} ${String(a.rps).padStart(10)} ${String(Math.round(b.rps * 10) / 10).padStart(10)} ${(b.rps / a.rps).toFixed(2).padStart(8)}   p95 ${a.p95_ms} → ${b.p95_ms} ms, failed ${failed(a)} → ${failed(b)}`;
  const failed = (result) => (result.errors ?? 0) + (result.non2xx ?? 0);
  console.log('');
  console.log(
    `${'req/s'.padEnd(10)} ${'1 instance'.padStart(10)} ${'2'.padStart(10)} ${'ratio'.padStart(8)}`,
  );
  console.log(row('direct', directOne, directTwo));
  console.log(row('via proxy', proxiedOne, proxiedTwo));
  console.log(
    `\n(${process.env.BENCH_NOTE ?? `${(await import('node:os')).cpus().length} CPUs on this machine`})`,
  );
} catch (error) {
  console.error(`bench:instances failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stop();
}
