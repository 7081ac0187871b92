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
    name: 'directory-rating',
    title: 'GET /api/businesses?sort=rating',
    request: async (s) => {
      await s.directory();
      return { method: 'GET', path: '/api/businesses?sort=rating' };
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
