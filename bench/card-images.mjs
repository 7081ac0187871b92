// `npm run bench:cards`: does rendering card images stall the API? Starts the built API on a throw-away
// embedded PostgreSQL (bench/api/servers.mjs), makes BENCH_CARDS active cards through the API, samples
// GET /api/health alone for a moment, then again while BENCH_CLIENTS clients fetch card images and PDFs
// (every request a fresh download: no If-None-Match) for BENCH_DURATION seconds. Prints /api/health
// p50/p95/p99 idle and under load, the images' throughput, status codes and latency, and writes
// bench/results/cards-<time>.json. Loopback only; bounded in time and count. Prints figures, never
// asserts timings: exits 1 only when setup failed or /api/health itself failed.
//
// Settings (environment): BENCH_DURATION seconds of load (default 10), BENCH_CLIENTS (default 20),
// BENCH_CARDS distinct cards (default 20), BENCH_ASSETS (default card.png,card.pdf), BENCH_CARD_CACHE_MB
// the server's CARD_IMAGE_CACHE_MB (default 0: every request renders, the worst case), BENCH_API_ROOT
// another checkout whose built API is measured instead (not rebuilt), BENCH_RETRY_AFTER=0 to make the
// clients ask again at once after a 503/429 instead of waiting as Retry-After says, BENCH_VERBOSE=1.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { percentile } from './api/measure.mjs';
import { buildApi, ROOT, startApi } from './api/servers.mjs';
import { createSession } from './api/session.mjs';

function setting(name, fallback, { min = 1, max = 10_000 } = {}) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

const settings = {
  duration: setting('BENCH_DURATION', 10, { max: 300 }),
  clients: Math.round(setting('BENCH_CLIENTS', 20, { max: 200 })),
  cards: Math.round(setting('BENCH_CARDS', 20, { max: 500 })),
  cacheMb: setting('BENCH_CARD_CACHE_MB', 0, { min: 0, max: 1024 }),
  assets: (process.env.BENCH_ASSETS || 'card.png,card.pdf').split(',').map((a) => a.trim()),
  honourRetryAfter: process.env.BENCH_RETRY_AFTER !== '0',
  apiRoot: process.env.BENCH_API_ROOT ? resolve(process.env.BENCH_API_ROOT) : ROOT,
};
const IDLE_SECONDS = 2;
const HEALTH_EVERY_MS = 25;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const round = (value) => (value === null || value === undefined ? null : Math.round(value * 10) / 10);

function summarise(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.at(-1) ?? null),
  };
}

async function timedGet(url) {
  const start = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    await response.arrayBuffer();
    const retryAfter = Number(response.headers.get('retry-after'));
    return { status: response.status, ms: performance.now() - start, retryAfter };
  } catch (error) {
    return { status: error?.name === 'TimeoutError' ? 'timeout' : 'error', ms: performance.now() - start };
  }
}

/** GET /api/health one after another every HEALTH_EVERY_MS until `until` (ms since time origin). */
async function sampleHealth(baseUrl, until) {
  const latencies = [];
  const failures = {};
  while (performance.now() < until) {
    const { status, ms } = await timedGet(`${baseUrl}/api/health`);
    if (status === 200) latencies.push(ms);
    else failures[status] = (failures[status] ?? 0) + 1;
    await sleep(HEALTH_EVERY_MS);
  }
  return { ...summarise(latencies), failures };
}

async function makeCards(session, count) {
  const token = await session.bearerToken();
  const slugs = [];
  for (let i = 0; i < count; i += 1) {
    const response = await fetch(`${session.baseUrl}/api/cards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        full_name: i % 2 ? `নুসরাত জাহান ${i}` : `Rahim Uddin ${i}`,
        job_title: 'Owner',
        company: 'Dhaka Tea House',
        phone: '+8801711111111',
        email: `card${i}@haat.test`,
        template: ['classic', 'modern', 'bold', 'minimal'][i % 4],
        status: 'active',
      }),
    });
    const body = await response.json();
    if (response.status !== 201)
      throw new Error(`POST /api/cards answered ${response.status}: ${JSON.stringify(body)}`);
    slugs.push(body.data.slug);
  }
  return slugs;
}

/** One client: fetches the next card asset as soon as the previous one answered, until `until`. */
async function client(index, baseUrl, urls, until, record) {
  let next = index;
  while (performance.now() < until) {
    const url = urls[next % urls.length];
    next += settings.clients;
    const result = await timedGet(`${baseUrl}${url}`);
    record(result);
    // Like a well-behaved client, wait as long as a 503 or 429 asks (BENCH_RETRY_AFTER=0: don't).
    if (settings.honourRetryAfter && result.retryAfter > 0) {
      await sleep(Math.min(result.retryAfter * 1000, Math.max(0, until - performance.now())));
    }
  }
}

async function main() {
  const other = settings.apiRoot !== ROOT;
  console.log(
    `Card image benchmark: ${settings.clients} clients, ${settings.duration} s, ${settings.cards} cards, ` +
      `assets ${settings.assets.join(', ')}, CARD_IMAGE_CACHE_MB=${settings.cacheMb}, ` +
      `${settings.honourRetryAfter ? 'clients wait as Retry-After says' : 'clients ignore Retry-After'}` +
      (other ? `, API of ${settings.apiRoot}` : ''),
  );
  if (!other) {
    console.log('Building the API (npm run build -w @haat/api)…');
    buildApi();
  }
  const api = await startApi({
    root: settings.apiRoot,
    extraEnv: { CARD_IMAGE_CACHE_MB: String(settings.cacheMb) },
  });
  let broken = false;
  try {
    console.log(`  API at ${api.baseUrl}`);
    const session = createSession(api.baseUrl);
    const slugs = await makeCards(session, settings.cards);
    const urls = slugs.flatMap((slug) => settings.assets.map((asset) => `/c/${slug}/${asset}`));
    const check = await timedGet(`${api.baseUrl}${urls[0]}`);
    if (check.status !== 200) throw new Error(`GET ${urls[0]} answered ${check.status}`);

    console.log(`  /api/health alone for ${IDLE_SECONDS} s…`);
    const idle = await sampleHealth(api.baseUrl, performance.now() + IDLE_SECONDS * 1000);

    console.log(
      `  /api/health while ${settings.clients} clients fetch card images for ${settings.duration} s…`,
    );
    const images = [];
    const statuses = {};
    const record = ({ status, ms }) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status === 200) images.push(ms);
    };
    const started = performance.now();
    const until = started + settings.duration * 1000;
    const [loaded] = await Promise.all([
      sampleHealth(api.baseUrl, until),
      ...Array.from({ length: settings.clients }, (_, i) => client(i, api.baseUrl, urls, until, record)),
    ]);
    const elapsed = (performance.now() - started) / 1000;
    const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    const result = {
      settings: { ...settings, apiRoot: relative(ROOT, settings.apiRoot) || '.' },
      health_idle: idle,
      health_under_load: loaded,
      images: {
        responses: total,
        ok_per_second: round(images.length / elapsed),
        responses_per_second: round(total / elapsed),
        status_codes: statuses,
        ok_latency: summarise(images),
      },
    };

    const row = (name, s) =>
      `  ${name.padEnd(26)} ${String(s.count).padStart(6)}  ${[s.p50_ms, s.p95_ms, s.p99_ms, s.max_ms]
        .map((v) => String(v ?? '-').padStart(8))
        .join('')}`;
    console.log(
      `\n  ${''.padEnd(26)} ${'count'.padStart(6)}  ${['p50 ms', 'p95 ms', 'p99 ms', 'max ms'].map((h) => h.padStart(8)).join('')}`,
    );
    console.log(row('/api/health idle', idle));
    console.log(row('/api/health under load', loaded));
    console.log(row('card images (200 only)', result.images.ok_latency));
    console.log(
      `\n  card images: ${total} responses in ${elapsed.toFixed(1)} s (${result.images.responses_per_second}/s), ` +
        `${result.images.ok_per_second} ok/s; status codes ${JSON.stringify(statuses)}`,
    );
    const healthFailures = Object.keys(idle.failures).length + Object.keys(loaded.failures).length;
    if (healthFailures) {
      console.log(
        `  /api/health failures: idle ${JSON.stringify(idle.failures)}, loaded ${JSON.stringify(loaded.failures)}`,
      );
      broken = true;
    }
    const dir = join(ROOT, 'bench/results');
    await mkdir(dir, { recursive: true });
    const file = join(dir, `cards-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`  wrote ${relative(ROOT, file)}`);
  } catch (error) {
    broken = true;
    console.error(process.env.BENCH_VERBOSE ? error : String(error?.message ?? error));
    if (!process.env.BENCH_VERBOSE) console.error(`API output:\n${api.output()}`);
  } finally {
    await api.cleanup();
  }
  process.exitCode = broken ? 1 : 0;
}

await main();
