// Lighthouse (mobile, simulated throttling) on the public pages that DESIGN.md gives a performance
// goal (>= 95): home, the business directory, a business page and a public business card. Starts the
// built API (which serves apps/web/dist) on a throw-away data directory with the demo seed, makes one
// active card through the API, runs Lighthouse against Debian's Chromium (CHROME_PATH or
// /usr/bin/chromium) and prints the category scores and the main timings. Prints figures only:
// it exits 1 only when something could not be measured.
// Usage: npm run build && npm run bench:lighthouse   (LIGHTHOUSE_PAGES=/,/business to choose pages)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT, startApi } from './api/servers.mjs';
import { createSession } from './api/session.mjs';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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
  const pages = process.env.LIGHTHOUSE_PAGES?.split(',') ?? [
    '/',
    '/business',
    `/b/${await firstBusinessSlug(api.baseUrl)}`,
    `/c/${await makeCard(session)}`,
  ];
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
  const rows = [];
  for (const path of pages) {
    const runner = await lighthouse(`${api.baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = runner?.lhr;
    if (!lhr || lhr.runtimeError) {
      failed = true;
      console.error(`${path}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      continue;
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    rows.push({
      path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      fcp_ms: ms('first-contentful-paint'),
      lcp_ms: ms('largest-contentful-paint'),
      tbt_ms: ms('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
  console.log('\nLighthouse, mobile (simulated slow 4G, 4× CPU slowdown)\n');
  console.table(rows);
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ when: new Date().toISOString(), rows }, null, 2)}\n`);
  console.log(`Results written to ${file}`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome?.kill();
  await api.cleanup();
}
process.exit(failed ? 1 : 0);
