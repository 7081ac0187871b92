// Lighthouse (mobile, simulated throttling) on the public pages that DESIGN.md gives a performance
// goal: home, the business directory, a business page, a public business card, and the marketplace's
// home, a search and a product page. Starts the built API (which serves apps/web/dist) on a
// throw-away data directory with the demo seed, makes one active card, photos on the demo seller's
// products and buyers' reviews through the API (bench/market-product.mjs), runs Lighthouse against Debian's Chromium (CHROME_PATH or /usr/bin/chromium)
// and prints, per page, the scores, CLS, LCP, TBT and the bytes transferred (of the median of
// LIGHTHOUSE_RUNS runs, default 3, after one unmeasured visit), then which budgets (BUDGETS below)
// are missed. Prints figures only: a missed budget still exits 0; it exits 1 only when something
// could not be measured.
// Usage: npm run build && npm run bench:lighthouse
//   LIGHTHOUSE_PAGES=/marketplace,/p/{product} to choose pages; {business}, {card} and {product} stand
//   for the prepared business page's, card's and product's slugs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, startApi } from './api/servers.mjs';
import { createSession } from './api/session.mjs';
import { prepareMarketProduct } from './market-product.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** DESIGN.md and the "fast on a phone" issue: what every page (or only `path`) should reach. */
const BUDGETS = [
  { label: 'performance ≥ 95', check: (row) => row.performance >= 95, figure: (row) => row.performance },
  {
    label: 'accessibility 100',
    check: (row) => row.accessibility === 100,
    figure: (row) => row.accessibility,
  },
  { label: 'CLS ≤ 0.05', check: (row) => row.cls <= 0.05, figure: (row) => row.cls },
  {
    label: 'first visit ≤ 150 KB on the wire',
    path: '/',
    check: (row) => row.kb_transferred <= 150,
    figure: (row) => `${row.kb_transferred} KB`,
  },
];

/** The budgets a row misses, as `label (figure)`. */
function missedBudgets(row) {
  return BUDGETS.filter((budget) => (!budget.path || budget.path === row.path) && !budget.check(row)).map(
    (budget) => `${budget.label} (${budget.figure(row)})`,
  );
}

const kb = (bytes) => Math.round((bytes ?? 0) / 102.4) / 10;

/** Bytes transferred per resource type (document, script, stylesheet, image, font, other). */
function bytesByType(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? [];
  return Object.fromEntries(
    items
      .filter((item) => item.resourceType !== 'total' && item.transferSize > 0)
      .map((item) => [item.resourceType, kb(item.transferSize)]),
  );
}

async function makeCard(session) {
  const token = await session.bearerToken();
  const response = await fetch(`${session.baseUrl}/api/cards`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(await session.csrfHeaders()),
    },
    body: JSON.stringify({
      full_name: 'Rahim Uddin',
      job_title: 'Owner',
      company: 'Dhaka Tea House',
      phone: '+8801711111111',
      email: 'rahim@haat.test',
      status: 'active',
    }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`POST /api/cards answered ${response.status}: ${JSON.stringify(body)}`);
  return body.data.slug;
}

async function firstBusinessSlug(baseUrl) {
  const response = await fetch(`${baseUrl}/api/businesses?sort=rating&per_page=1`);
  const body = await response.json();
  const slug = body?.data?.[0]?.slug;
  if (!slug) throw new Error('the demo seed has no directory business');
  return slug;
}

const api = await startApi();
let chrome;
let failed = false;
try {
  const session = createSession(api.baseUrl);
  const asked = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
    '/',
    '/business',
    '/b/{business}',
    '/c/{card}',
    '/marketplace',
    '/marketplace/search?q=charger',
    '/p/{product}',
  ];
  // Each slug is made (or looked up) once, and only when a chosen page needs it.
  const makers = {
    business: () => firstBusinessSlug(api.baseUrl),
    card: () => makeCard(session),
    product: () => prepareMarketProduct(session),
  };
  const slugs = {};
  const pages = [];
  for (const page of asked) {
    let path = page;
    for (const [name, make] of Object.entries(makers))
      if (path.includes(`{${name}}`)) {
        slugs[name] ??= await make();
        path = path.replaceAll(`{${name}}`, slugs[name]);
      }
    pages.push(path);
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // Each page is visited once first (not measured: the server's first render of it and its first
  // compression are not what a visitor of a running site meets), then measured RUNS times; the row
  // is the run with the median performance score, and every run's score is printed beside it.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const rows = [];
  for (const path of pages) {
    await fetch(`${api.baseUrl}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    const measured = [];
    for (let run = 0; run < runs; run++) {
      const runner = await lighthouse(`${api.baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (runner?.lhr && !runner.lhr.runtimeError) measured.push(runner.lhr);
      else console.error(`${path}: ${runner?.lhr?.runtimeError?.message ?? 'no result'}`);
    }
    if (measured.length === 0) {
      failed = true;
      continue;
    }
    const byScore = measured.toSorted(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const lhr = byScore[Math.floor(byScore.length / 2)];
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    rows.push({
      path,
      performance: score('performance'),
      performance_runs: measured.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      fcp_ms: ms('first-contentful-paint'),
      lcp_ms: ms('largest-contentful-paint'),
      tbt_ms: ms('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      kb_transferred: kb(lhr.audits['total-byte-weight']?.numericValue),
      requests: lhr.audits['network-requests']?.details?.items?.length ?? 0,
      kb_by_type: bytesByType(lhr),
      kb_uncompressed: kb(
        (lhr.audits['network-requests']?.details?.items ?? []).reduce(
          (total, item) => total + (item.resourceSize ?? 0),
          0,
        ),
      ),
    });
  }
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, 4× CPU slowdown), first visit (empty cache), median of ${runs} runs\n`,
  );
  console.table(
    rows.map((row) => ({
      page: row.path,
      performance: row.performance,
      runs: row.performance_runs.join('/'),
      accessibility: row.accessibility,
      CLS: row.cls,
      'LCP ms': row.lcp_ms,
      'TBT ms': row.tbt_ms,
      'KB transferred': row.kb_transferred,
      requests: row.requests,
      'FCP ms': row.fcp_ms,
      'best practices': row.best_practices,
      SEO: row.seo,
    })),
  );
  for (const row of rows)
    console.log(
      `${row.path} KB by type: ${Object.entries(row.kb_by_type)
        .map(([type, size]) => `${type} ${size}`)
        .join(', ')} (${row.kb_uncompressed} KB before compression)`,
    );
  const misses = rows.map((row) => ({ path: row.path, missed: missedBudgets(row) }));
  console.log(
    `\nBudgets: ${BUDGETS.map((budget) => budget.label + (budget.path ? ` (${budget.path})` : '')).join('; ')}`,
  );
  for (const { path, missed } of misses)
    console.log(`  ${path}: ${missed.length === 0 ? 'all met' : `missed ${missed.join(', ')}`}`);
  if (rows.length === 0) failed = true;
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ when: new Date().toISOString(), budgets: BUDGETS.map((b) => b.label), rows, misses }, null, 2)}\n`,
  );
  console.log(`Results written to ${file}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome?.kill();
  await api.cleanup();
}
process.exit(failed ? 1 : 0);
