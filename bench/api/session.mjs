// What a scenario may need before it is measured: a CSRF token pair, a bearer token, the bulk
// directory. Each is fetched or loaded once per run (outside the measurement) and shared by every
// scenario that asks.
import { loadDirectory } from './directory-data.mjs';

/** The seeded demo user (apps/api/src/db/seed/demo-users.ts). */
export const DEMO_USER = { login: 'rahim@haat.test', password: 'Demo@12345' };

async function readJson(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/**
 * A session against one running API: `csrfToken()`, `bearerToken()` and `directory()` are memoised.
 * `databaseUrl` is the API's own database (for bulk loading).
 */
export function createSession(baseUrl, { databaseUrl } = {}) {
  let csrf;
  let bearer;
  let directory;

  /** GET /api/auth/csrf: the XSRF-TOKEN cookie value, to send back as cookie and x-csrf-token header. */
  const csrfToken = () => {
    csrf ??= (async () => {
      const response = await fetch(`${baseUrl}/api/auth/csrf`);
      const body = await readJson(response, 'GET /api/auth/csrf');
      for (const cookie of response.headers.getSetCookie()) {
        const match = /^XSRF-TOKEN=([^;]+)/.exec(cookie);
        if (match) return decodeURIComponent(match[1]);
      }
      if (typeof body?.data?.csrf_token === 'string') return body.data.csrf_token;
      throw new Error('GET /api/auth/csrf set no XSRF-TOKEN cookie');
    })();
    return csrf;
  };

  /** Headers that let a POST without a bearer token through the double-submit CSRF check. */
  const csrfHeaders = async () => {
    const token = await csrfToken();
    return { cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': token };
  };

  /** Logs the demo user in once and answers `data.token` of the login response. */
  const bearerToken = () => {
    bearer ??= (async () => {
      const response = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(await csrfHeaders()) },
        body: JSON.stringify({ ...DEMO_USER, device_name: 'bench setup' }),
      });
      const body = await readJson(response, 'POST /api/auth/login');
      const token = body?.data?.token;
      if (typeof token !== 'string') throw new Error('POST /api/auth/login answered no data.token');
      return token;
    })();
    return bearer;
  };

  /** Loads 10,000 businesses and 100,000 products once; answers `{ slug }` of one of them. */
  const directoryData = () => {
    directory ??= (async () => {
      if (!databaseUrl) throw new Error('the directory scenarios need the API database URL');
      const started = performance.now();
      const slug = await loadDirectory(databaseUrl, DEMO_USER.login);
      console.log(
        `  loaded 10,000 businesses and 100,000 products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return { slug };
    })();
    return directory;
  };

  return { baseUrl, csrfToken, csrfHeaders, bearerToken, directory: directoryData };
}
