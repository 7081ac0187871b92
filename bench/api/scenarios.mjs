// The API benchmark's scenarios. To add one, append an entry to SCENARIOS:
//
//   name         short id, used by BENCH_ONLY and in the JSON results
//   title        what the table shows, e.g. 'GET /api/health'
//   request(s)   async; answers { method, path, headers?, body? } for autocannon. `s` is the session of
//                session.mjs: s.csrfHeaders() for a cookie-authenticated POST, s.bearerToken() for a
//                signed-in request. Setup happens here, outside the measurement.
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
];
