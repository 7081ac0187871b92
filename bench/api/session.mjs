// What a scenario may need before it is measured: a CSRF token pair, a bearer token. Each is fetched
// once per run (with plain fetch, outside the measurement) and shared by every scenario that asks.

/** The seeded demo user (apps/api/src/db/seed/demo-users.ts). */
export const DEMO_USER = { login: 'rahim@haat.test', password: 'Demo@12345' };

async function readJson(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** A session against one running API: `csrfToken()` and `bearerToken()` are memoised. */
export function createSession(baseUrl) {
  let csrf;
  let bearer;

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

  return { baseUrl, csrfToken, csrfHeaders, bearerToken };
}
