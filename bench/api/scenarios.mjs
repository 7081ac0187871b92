// The API benchmark's scenarios. To add one, append an entry to SCENARIOS:
//
//   name         short id, used by BENCH_ONLY and in the JSON results
//   title        what the table shows, e.g. 'GET /api/health'
//   request(s)   async; answers { method, path, headers?, body? } for autocannon. `s` is the session of
//                session.mjs: s.csrfHeaders() for a cookie-authenticated POST, s.bearerToken() for a
//                signed-in request, s.directory() to bulk-load the directory (10,000 businesses,
//                100,000 products) once. Setup happens here, outside the measurement.
//   load(opts)   optional; answers { connections, duration } (seconds) when the scenario needs other
//                settings than the defaults in `opts` (BENCH_CONNECTIONS, BENCH_DURATION).
//   note         optional; printed under the table and kept in the JSON results.
//   contentType  optional; what the response's content-type must contain (default 'application/json').
//                Checked once before the run, since the API answers unknown GET paths with index.html.
//
// Every scenario is compared with the bare Fastify server (BASELINE) measured in the same run with the
// same connections and duration. A scenario must answer 2xx: non-2xx responses make the run fail.
import { DEMO_USER } from './session.mjs';

/** The yardstick: bench/api/bare-server.mjs, a Fastify instance with nothing but `GET /`. */
export const BASELINE = {
  name: 'bare',
  title: 'bare Fastify GET /',
  request: async () => ({ method: 'GET', path: '/' }),
};

/** Login hashes with argon2id (~19 MiB, deliberately slow): few connections, so it measures the hash, not a queue. */
const LOGIN_CONNECTIONS = 2;

export const SCENARIOS = [
  {
    name: 'health',
    title: 'GET /api/health',
    request: async () => ({ method: 'GET', path: '/api/health' }),
  },
  {
    name: 'user',
    title: 'GET /user (bearer)',
    request: async (s) => ({
      method: 'GET',
      path: '/user',
      headers: { authorization: `Bearer ${await s.bearerToken()}` },
    }),
  },
  {
    name: 'login',
    title: 'POST /api/auth/login',
    load: ({ connections, duration }) => ({
      connections: Math.min(connections, LOGIN_CONNECTIONS),
      duration,
    }),
    note:
      `login verifies an argon2id hash (~19 MiB) per request, slow by design: it is measured with ` +
      `${LOGIN_CONNECTIONS} connections (against the bare server at ${LOGIN_CONNECTIONS} connections too), ` +
      'and every request issues a new bearer token.',
    request: async (s) => ({
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', ...(await s.csrfHeaders()) },
      body: JSON.stringify({ ...DEMO_USER, device_name: 'bench' }),
    }),
  },
  {
    name: 'directory',
    title: 'GET /api/businesses?q=tea',
    note: 'directory search over 10,000 businesses (full-text + trigram), page 1 of 20 with the total',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', path: '/api/businesses?q=tea' };
    },
  },
  {
    name: 'directory-typo',
    title: 'GET /api/businesses?q=resturant',
    note: 'a misspelt word: found through pg_trgm word similarity',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', path: '/api/businesses?q=resturant' };
    },
  },
  {
    name: 'directory-bn',
    title: 'GET /api/businesses?q=বিরিয়ানি&city=Dhaka',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', path: `/api/businesses?q=${encodeURIComponent('বিরিয়ানি')}&city=Dhaka` };
    },
  },
  {
    name: 'directory-browse',
    title: 'GET /api/businesses (no words: the default order)',
    note: 'browsing without words, in the default "best match" order (decision 045)',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', path: '/api/businesses' };
    },
  },
  {
    name: 'directory-rating',
    title: 'GET /api/businesses?sort=rating',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', path: '/api/businesses?sort=rating' };
    },
  },
  {
    name: 'directory-mixed',
    title: 'GET /api/businesses (1,800 different searches)',
    note:
      '1,800 different queries (words × cities × types × sorts, pages 1–3) in turn: a path comes back ' +
      'after 1,800 requests, below 180 req/s never within the 10-second cache, so PostgreSQL answers; ' +
      'faster, most are cache hits (DIRECTORY_CACHE_SECONDS=0 sends every one to PostgreSQL). The ' +
      'other directory scenarios repeat one query and mostly hit the cache',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', paths: mixedDirectoryPaths() };
    },
  },
  {
    name: 'marketplace-search',
    title: 'GET /api/marketplace/search (600 different searches)',
    note:
      'the public product search over 100,000 products of 10,000 businesses, page and facets (category, ' +
      'condition, district) with the total: 600 different queries (words × filters × sorts, pages 1–2) ' +
      'in turn. A path comes back after 600 requests: below 60 req/s never within the 10-second cache ' +
      '(only the two pages of a search share its counts), so PostgreSQL answers; faster, most are cache ' +
      'hits, as popular searches would be. DIRECTORY_CACHE_SECONDS=0 sends every one to PostgreSQL ' +
      '(decision 055)',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', paths: mixedMarketplacePaths() };
    },
  },
  {
    name: 'page-business',
    title: 'GET /b/:slug (HTML page)',
    note: 'the public business page as HTML, rendered by the server (the time to first byte of a visitor)',
    contentType: 'text/html',
    request: async (s) => {
      const { slug } = await s.directory();
      return { method: 'GET', path: `/b/${slug}`, headers: { accept: 'text/html' } };
    },
  },
  {
    name: 'page-business-br',
    title: 'GET /b/:slug (HTML, brotli)',
    note: 'the same page asked for as a browser does (accept-encoding: br, gzip): compression included',
    contentType: 'text/html',
    request: async (s) => {
      const { slug } = await s.directory();
      return {
        method: 'GET',
        path: `/b/${slug}`,
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      };
    },
  },
  {
    name: 'page-business-many',
    title: 'GET /b/:slug (HTML, brotli, 400 businesses)',
    note:
      '400 different business pages in turn (brotli), so most requests miss the 10-second render ' +
      'cache: the cost of rendering a page on the server',
    contentType: 'text/html',
    request: async (s) => {
      await s.directory();
      const slugs = [];
      for (let page = 1; slugs.length < 400 && page <= 10; page++) {
        const response = await fetch(`${s.baseUrl}/api/businesses?sort=newest&per_page=50&page=${page}`);
        const body = await response.json();
        for (const row of body?.data ?? []) slugs.push(row.slug);
      }
      if (slugs.length === 0) throw new Error('the directory has no businesses to render');
      return {
        method: 'GET',
        paths: slugs.map((slug) => `/b/${slug}`),
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      };
    },
  },
  {
    name: 'business-page',
    title: 'GET /api/businesses/:slug',
    note: 'a business page: profile, categories, first 24 of its products and 10 reviews',
    request: async (s) => {
      const { slug } = await s.directory();
      return { method: 'GET', path: `/api/businesses/${slug}` };
    },
  },
];

/** Shuffles `paths` in place with a fixed seed, so runs compare. */
function shuffled(paths) {
  let seed = 42;
  for (let i = paths.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = seed % (i + 1);
    [paths[i], paths[j]] = [paths[j], paths[i]];
  }
  return paths;
}

/** Distinct marketplace searches for `marketplace-search`, from no words to typos and Bengali words. */
export function mixedMarketplacePaths() {
  const words = [
    '',
    'tea',
    'kacchi',
    'furnitur',
    'item',
    'বিরিয়ানি',
    'fresh quality',
    'pharmacy',
    'sweets',
    'ফার্মেসি',
  ];
  const filters = [
    {},
    { category: 'food' },
    { district: 'bd-dhaka' },
    { condition: 'used', in_stock: 'true' },
    { min_price: '100000', max_price: '5000000' },
    { verified: 'true' },
  ];
  const sorts = ['', 'price_asc', 'newest', 'rating', 'price_desc'];
  const paths = [];
  for (const q of words)
    for (const filter of filters)
      for (const sort of sorts)
        for (const page of ['1', '2']) {
          const query = new URLSearchParams({ ...filter, page });
          if (q) query.set('q', q);
          if (sort) query.set('sort', sort);
          paths.push(`/api/marketplace/search?${query}`);
        }
  return shuffled(paths);
}

/** Distinct directory searches for `directory-mixed`, shuffled with a fixed seed so runs compare. */
export function mixedDirectoryPaths() {
  const words = [
    'tea',
    'resturant',
    'kacchi',
    'pharmacy',
    'golden',
    'electronics',
    'garments',
    'পদ্মা',
    'সোনার',
    'royal',
  ];
  const cities = ['', 'Dhaka', 'Sylhet', 'Khulna', 'Chattogram'];
  const types = ['', 'retail', 'restaurant'];
  const sorts = ['relevance', 'rating', 'newest', 'relevance'];
  const paths = [];
  for (const word of words)
    for (const city of cities)
      for (const type of types)
        for (const [index, sort] of sorts.entries())
          for (const page of [1, 2, 3]) {
            const query = new URLSearchParams({ q: word, sort, page: String(page) });
            if (city) query.set('city', city);
            if (type) query.set('type', type);
            // relevance appears twice in `sorts`; the second copy asks for 10 a page instead of 20
            if (index === 3) query.set('per_page', '10');
            paths.push(`/api/businesses?${query}`);
          }
  return shuffled(paths);
}
