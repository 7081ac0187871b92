// `npm run bench:checkout`: marketplace checkouts per second and p50/p95/p99 latency under 50
// concurrent buyers, on a fresh embedded PostgreSQL, through the real checkout code (placeOrders:
// cart lock, stock UPDATE, escrow posting, Idempotency-Key) without HTTP; then the last-units race.
// It prints figures and never asserts timings: it exits 1 only when something broke (an unexpected
// error, an oversold product, or an unsound ledger afterwards). See bench/README.md.
//
// Settings (environment): BENCH_DURATION seconds per scenario (default 5), BENCH_BUYERS concurrent
// buyers (default 50), BENCH_PRODUCTS products on sale (default 500), BENCH_ONLY=cod,wallet,race.
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
  buyers: Math.round(setting('BENCH_BUYERS', 50)),
  products: Math.round(setting('BENCH_PRODUCTS', 500)),
};

const SCENARIOS = [
  { name: 'cod', title: 'checkout of one random product of many, cash on delivery' },
  { name: 'wallet', title: 'the same paid from the wallet (every checkout also posts wallet → escrow)' },
  { name: 'race', title: `${settings.buyers} buyers at once for the last 10 units of one product` },
];

const ADDRESS = {
  name: 'Bench Buyer',
  phone: '+8801712345678',
  country: 'BD',
  division: 'dhaka',
  district: 'bd-dhaka',
  city: 'Dhanmondi',
  line: 'House 1',
};

async function main() {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const scenarios = only.length ? SCENARIOS.filter((s) => only.includes(s.name)) : SCENARIOS;
  if (scenarios.length === 0)
    throw new Error(`BENCH_ONLY: known scenarios are ${SCENARIOS.map((s) => s.name)}`);

  const { startEmbeddedPostgres } = await api('db/embedded.ts');
  const { createDatabase } = await api('db/client.ts');
  const { migrateDatabase } = await api('db/migrate.ts');
  const { postTransaction } = await api('modules/ledger/post-transaction.ts');
  const { checkLedger } = await api('modules/ledger/check-ledger.ts');
  const { placeOrders } = await api('modules/orders/place-orders.ts');
  const { setCartQuantity } = await api('modules/orders/repository.ts');
  const { sql } = await import('drizzle-orm');

  const dataDir = await mkdtemp(join(tmpdir(), 'haat-bench-checkout-'));
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
    database = createDatabase(embedded.url, settings.buyers + 2);
    await migrateDatabase(database.db);
    const { db } = database;
    const silent = { info() {}, warn() {}, error() {}, debug() {} };
    const deps = { db, log: silent, storage: { url: (key) => `/uploads/${key}` } };

    // Ten sellers with a business each and the products spread over them; buyers with full wallets.
    const people = await db.execute(sql`
      INSERT INTO users (name, email, phone, country, password_hash, referral_code)
      SELECT 'Bench ' || i, 'bench' || i || '@haat.test', '+8801' || lpad(i::text, 9, '0'), 'BD', 'x', 'BENCH' || i
      FROM generate_series(1, ${settings.buyers + 10}) AS i RETURNING id`);
    const ids = people.rows.map((row) => row.id);
    const sellers = ids.slice(0, 10);
    const buyers = ids.slice(10);
    const shops = [];
    for (const [index, ownerId] of sellers.entries()) {
      const shop = await db.execute(sql`
        INSERT INTO businesses (owner_id, slug, name, type, district, city)
        VALUES (${ownerId}, ${`bench-shop-${index}`}, ${`Bench Shop ${index}`}, 'retail', 'bd-dhaka', 'Dhaka')
        RETURNING id`);
      shops.push({ id: shop.rows[0].id, ownerId });
    }
    const products = await db.execute(sql`
      INSERT INTO products (seller_id, business_id, slug, title, price, stock, status)
      SELECT (${sql.raw(`ARRAY[${shops.map((s) => `'${s.ownerId}'::uuid`).join(',')}]`)})[1 + i % 10],
             (${sql.raw(`ARRAY[${shops.map((s) => `'${s.id}'::uuid`).join(',')}]`)})[1 + i % 10],
             'bench-product-' || i, 'Bench product ' || i, 10000 + i, 1000000, 'active'
      FROM generate_series(1, ${settings.products}) AS i RETURNING id`);
    const productIds = products.rows.map((row) => row.id);
    for (const userId of buyers)
      await db.transaction((tx) =>
        postTransaction(tx, {
          type: 'topup',
          entries: [
            { account: { type: 'wallet', userId }, amount: 100_000_000_000n },
            { account: { type: 'external', method: 'demo' }, amount: -100_000_000_000n },
          ],
        }),
      );

    const checkout = async (buyerId, productId, method) => {
      await setCartQuantity(db, buyerId, productId, 1);
      return placeOrders(
        deps,
        buyerId,
        { payment_method: method, address: ADDRESS, note: null },
        randomUUID(),
      );
    };

    const results = [];
    for (const scenario of scenarios) {
      if (scenario.name === 'race') {
        const [race] = (
          await db.execute(sql`
            INSERT INTO products (seller_id, business_id, slug, title, price, stock, status)
            VALUES (${shops[0].ownerId}, ${shops[0].id}, 'bench-last-units', 'Last units', 50000, 10, 'active')
            RETURNING id`)
        ).rows;
        const started = performance.now();
        const answers = await Promise.allSettled(buyers.map((buyer) => checkout(buyer, race.id, 'wallet')));
        const ms = performance.now() - started;
        const won = answers.filter((a) => a.status === 'fulfilled').length;
        const soldOut = answers.filter(
          (a) => a.status === 'rejected' && a.reason?.code === 'OUT_OF_STOCK',
        ).length;
        const stock = (await db.execute(sql`SELECT stock FROM products WHERE id = ${race.id}`)).rows[0].stock;
        results.push({
          name: scenario.name,
          title: scenario.title,
          orders: won,
          outOfStock: soldOut,
          errors: answers.length - won - soldOut,
          stockLeft: stock,
          ms: Math.round(ms),
          oversold: won !== 10 || stock !== 0,
        });
        // The race's buyers keep the product in their carts: empty them for later scenarios.
        await db.execute(sql`DELETE FROM cart_items`);
        continue;
      }
      const run = async () => {
        await runFor(1, settings.buyers, (loop) =>
          checkout(buyers[loop], productIds[Math.floor(Math.random() * productIds.length)], scenario.name),
        );
        return runFor(settings.duration, settings.buyers, (loop) =>
          checkout(buyers[loop], productIds[Math.floor(Math.random() * productIds.length)], scenario.name),
        );
      };
      const measured = await run();
      const sorted = measured.latencies.sort((x, y) => x - y);
      results.push({
        name: scenario.name,
        title: scenario.title,
        orders: sorted.length,
        errors: measured.errors,
        perSecond: Math.round(sorted.length / measured.seconds),
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      });
      if (measured.errors > 0)
        console.error(`${scenario.name}: ${measured.errors} errors, first: ${measured.firstError}`);
    }

    const problems = await checkLedger(db);
    const sound = problems.length === 0;
    const pad = (value, width) => String(value).padStart(width);
    console.log('');
    console.log(
      `Checkouts (${settings.duration} s each, ${settings.buyers} concurrent buyers, ${settings.products} products of 10 sellers; ${cpus().length} CPUs)`,
    );
    console.log(
      `${'scenario'.padEnd(10)} ${pad('orders/s', 9)} ${pad('p50 ms', 8)} ${pad('p95 ms', 8)} ${pad('p99 ms', 8)} ${pad('errors', 7)}`,
    );
    for (const r of results.filter((row) => row.name !== 'race'))
      console.log(
        `${r.name.padEnd(10)} ${pad(r.perSecond, 9)} ${pad(r.p50.toFixed(1), 8)} ${pad(r.p95.toFixed(1), 8)} ${pad(r.p99.toFixed(1), 8)} ${pad(r.errors, 7)}`,
      );
    const race = results.find((row) => row.name === 'race');
    if (race)
      console.log(
        `race: ${race.orders} orders, ${race.outOfStock} "out of stock", ${race.errors} other errors, stock left ${race.stockLeft}, ${race.ms} ms in all${race.oversold ? '  OVERSOLD' : ''}`,
      );
    for (const r of results) console.log(`  ${r.name}: ${r.title}`);
    console.log(`Ledger afterwards: ${sound ? 'sound (every check of checkLedger passed)' : 'BROKEN'}`);
    for (const problem of problems.slice(0, 10)) console.error(`  ${problem}`);

    const resultsDir = join(ROOT, 'bench/results');
    await mkdir(resultsDir, { recursive: true });
    const file = join(resultsDir, resultFileName('checkout'));
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
    if (!sound || results.some((r) => r.errors > 0 || r.oversold)) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (process.env.BENCH_VERBOSE ? error.stack : error.message) : error);
  process.exit(1);
});
