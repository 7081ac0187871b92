// `npm run bench:ledger`: ledger transfers per second and p50/p95/p99 latency under concurrency, on a
// fresh embedded PostgreSQL, through the real ledger code (postTransaction, withIdempotency) without
// HTTP. Prints a table, checks the ledger is still sound, writes bench/results/ledger-<timestamp>.json.
// It prints figures and never asserts timings: it exits 1 only when something broke (set-up failed,
// an unexpected error, or the ledger's invariants do not hold afterwards). See bench/README.md.
//
// Settings (environment): BENCH_DURATION seconds per scenario (default 5), BENCH_CONNECTIONS
// concurrent transfers = pool size (default 16), BENCH_WALLETS wallets for the spread scenarios
// (default 200), BENCH_ONLY=spread,hot to run some scenarios only.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { percentile, resultFileName, runFor, setting } from './lib/run-for.mjs';

register();
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const api = (path) => import(new URL(`../apps/api/src/${path}`, import.meta.url).href);

const settings = {
  duration: setting('BENCH_DURATION', 5),
  connections: Math.round(setting('BENCH_CONNECTIONS', 16)),
  wallets: Math.max(2, Math.round(setting('BENCH_WALLETS', 200))),
};

/** What is measured: each scenario runs `connections` loops of one operation for `duration` seconds. */
const SCENARIOS = [
  {
    name: 'spread',
    title: 'transfer between two random wallets of many (little contention)',
    pick: (n) => pair(n),
    idempotent: false,
  },
  {
    name: 'spread-idempotent',
    title: 'the same, through withIdempotency (key row + stored answer, as the API does)',
    pick: (n) => pair(n),
    idempotent: true,
  },
  {
    name: 'hot',
    title: 'transfer among 4 wallets only (every transfer waits for row locks)',
    pick: () => pair(4),
    idempotent: false,
  },
];

function pair(n) {
  const from = Math.floor(Math.random() * n);
  const to = (from + 1 + Math.floor(Math.random() * (n - 1))) % n;
  return [from, to];
}

async function main() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !SCENARIOS.some((s) => s.name === name));
  if (unknown.length)
    throw new Error(
      `BENCH_ONLY: unknown scenario ${unknown.join(', ')} (known: ${SCENARIOS.map((s) => s.name).join(', ')})`,
    );
  const scenarios = only.length ? SCENARIOS.filter((s) => only.includes(s.name)) : SCENARIOS;

  const { startEmbeddedPostgres } = await api('db/embedded.ts');
  const { createDatabase } = await api('db/client.ts');
  const { migrateDatabase } = await api('db/migrate.ts');
  const { postTransaction } = await api('modules/ledger/post-transaction.ts');
  const { withIdempotency, hashRequest } = await api('modules/ledger/idempotency.ts');
  const { checkLedger } = await api('modules/ledger/check-ledger.ts');
  const { sql } = await import('drizzle-orm');

  const dataDir = await mkdtemp(join(tmpdir(), 'haat-bench-ledger-'));
  let embedded;
  let database;
  const cleanup = async () => {
    await database?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => cleanup().finally(() => process.exit(130)));
  try {
    console.log(`Starting PostgreSQL in ${dataDir} …`);
    embedded = await startEmbeddedPostgres({ dataDir, database: 'haat_bench' });
    database = createDatabase(embedded.url, settings.connections + 2);
    await migrateDatabase(database.db);
    const { db } = database;

    // Wallet owners, each funded with ৳1,00,00,000 from the demo gateway (outside the measurement).
    const users = await db.execute(sql`
      INSERT INTO users (name, email, phone, country, password_hash, referral_code)
      SELECT 'Bench ' || i, 'bench' || i || '@haat.test', '+8801' || lpad(i::text, 9, '0'), 'BD', 'x', 'BENCH' || i
      FROM generate_series(1, ${settings.wallets}) AS i RETURNING id`);
    const ids = users.rows.map((row) => row.id);
    for (const userId of ids)
      await db.transaction((tx) =>
        postTransaction(tx, {
          type: 'topup',
          entries: [
            { account: { type: 'wallet', userId }, amount: 1_000_000_000n },
            { account: { type: 'external', method: 'demo' }, amount: -1_000_000_000n },
          ],
        }),
      );

    const transfer = async (scenario) => {
      const [a, b] = scenario.pick(ids.length);
      const from = ids[a];
      const to = ids[b];
      const amount = BigInt(100 + Math.floor(Math.random() * 10_000));
      const work = (tx) =>
        postTransaction(tx, {
          type: 'transfer',
          entries: [
            { account: { type: 'wallet', userId: from }, amount: -amount },
            { account: { type: 'wallet', userId: to }, amount },
          ],
          reference: 'transfer',
          initiatedBy: from,
        });
      if (!scenario.idempotent) return db.transaction(work);
      return withIdempotency(
        database,
        { userId: from, scope: 'transfer', key: randomUUID(), requestHash: hashRequest({ to, amount }) },
        async (tx) => ({ status: 201, body: await work(tx) }),
      );
    };

    const results = [];
    for (const scenario of scenarios) {
      // Warm-up: one second, discarded.
      await runFor(1, settings.connections, () => transfer(scenario));
      const run = await runFor(settings.duration, settings.connections, () => transfer(scenario));
      const sorted = run.latencies.sort((x, y) => x - y);
      results.push({
        name: scenario.name,
        title: scenario.title,
        connections: settings.connections,
        transfers: sorted.length,
        errors: run.errors,
        perSecond: Math.round(sorted.length / run.seconds),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      });
      if (run.errors > 0) console.error(`${scenario.name}: ${run.errors} errors, first: ${run.firstError}`);
    }

    const problems = await checkLedger(db);
    const sound = problems.length === 0;

    const pad = (value, width) => String(value).padStart(width);
    console.log('');
    console.log(
      `Ledger transfers (${settings.duration} s each, ${settings.connections} concurrent, ${settings.wallets} wallets; ${cpus().length} CPUs)`,
    );
    console.log(
      `${'scenario'.padEnd(18)} ${pad('transfers/s', 11)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('errors', 7)}`,
    );
    for (const r of results)
      console.log(
        `${r.name.padEnd(18)} ${pad(r.perSecond, 11)} ${pad(r.p50.toFixed(1), 8)} ${pad(r.p95.toFixed(1), 8)} ${pad(r.p99.toFixed(1), 8)} ${pad(r.errors, 7)}`,
      );
    for (const r of results) console.log(`  ${r.name}: ${r.title}`);
    console.log(`Ledger afterwards: ${sound ? 'sound (every check of checkLedger passed)' : 'BROKEN'}`);
    for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);

    const resultsDir = join(ROOT, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    const file = join(resultsDir, resultFileName('ledger'));
    const environment = {
      node: process.version,
      cpus: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
    };
    await writeFile(
      file,
      `${JSON.stringify({ settings, environment, results, ledger: { sound, problems } }, null, 2)}\n`,
    );
    console.log(`Written to ${relative(ROOT, file)}`);
    if (!sound || results.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (process.env.BENCH_VERBOSE ? error.stack : error.message) : error);
  process.exit(1);
});
