import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newRegistration, registerUser, type TTestApp } from '../../test/test-app.ts';
import { toAppConfig } from '../config/app-config.ts';
import { loadEnv } from '../config/env.ts';
import { safeHost } from './site-url.ts';

function setCookies(header: string | string[] | undefined): string[] {
  return Array.isArray(header) ? header : header ? [header] : [];
}

describe('safeHost', () => {
  it('takes DNS names, IPv4 and bracketed IPv6 addresses with a port, lower-cased', () => {
    expect(safeHost('Haat.Example')).toBe('haat.example');
    expect(safeHost('127.0.0.1:4410')).toBe('127.0.0.1:4410');
    expect(safeHost('[::1]:3000')).toBe('[::1]:3000');
    expect(safeHost('localhost')).toBe('localhost');
  });

  it('refuses anything that could smuggle markup, a path, credentials or a second header', () => {
    for (const host of [
      '',
      undefined,
      'evil.example/x',
      'a@evil.example',
      'evil.example"><b>',
      'evil.example\r\nx-injected: 1',
      'evil.example:99999',
      'evil.example:',
      '-evil.example',
      'evil..example',
      `${'a'.repeat(64)}.example`,
      'evil.example\\x',
    ]) {
      expect(safeHost(host)).toBeUndefined();
    }
  });
});

describe('outside production the canonical address follows the request', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ appUrl: 'https://haat.example' });
  });
  afterAll(() => t.close());

  it('on plain http on another host, the CSRF and device cookies are not Secure (the browser keeps them)', async () => {
    const csrf = await t.app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      headers: { host: '127.0.0.1:4410' },
    });
    const cookie = setCookies(csrf.headers['set-cookie']).find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/;\s*Secure/i);
    const registered = await call(t.app, 'POST', '/api/auth/register', {
      headers: { host: '127.0.0.1:4410' },
      body: newRegistration(),
    });
    expect(registered.statusCode).toBe(201);
    const device = setCookies(registered.headers['set-cookie']).find((c) => c.startsWith('haat_device='));
    expect(device).toBeDefined();
    expect(device).not.toMatch(/;\s*Secure/i);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto when no proxy is trusted', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/cards', {
      token,
      headers: { host: '127.0.0.1:4410', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      body: { full_name: 'Proxy Test' },
    });
    expect(response.json().data.url).toMatch(/^http:\/\/127\.0\.0\.1:4410\/c\//);
  });
});

describe('behind a trusted proxy (TRUST_PROXY), outside production', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it('takes the host and scheme the proxy reports, drops the default port, and marks cookies Secure', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/cards', {
      token,
      headers: {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'Dev.Haat.Example:443',
        'x-forwarded-proto': 'https',
      },
      body: { full_name: 'Proxy Test' },
    });
    expect(response.json().data.url).toMatch(/^https:\/\/dev\.haat\.example\/c\//);
    const csrf = await t.app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      headers: { 'x-forwarded-host': 'dev.haat.example', 'x-forwarded-proto': 'https' },
    });
    expect(setCookies(csrf.headers['set-cookie']).find((c) => c.startsWith('XSRF-TOKEN='))).toMatch(
      /;\s*Secure/i,
    );
  });
});

describe('in production, other host names redirect to APP_URL', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production', appUrl: 'https://haat.example' });
  });
  afterAll(() => t.close());

  it('GET and HEAD on another host answer 301 to the same path and query on APP_URL', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({
        method,
        url: '/c/some-card?src=qr&x=%C3%A9',
        headers: { host: 'www.haat.example' },
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('https://haat.example/c/some-card?src=qr&x=%C3%A9');
    }
  });

  it('a form post on another host answers 308, so the browser posts again to APP_URL', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/c/some-card/contact',
      headers: { host: '203.0.113.7', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a',
    });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('https://haat.example/c/some-card/contact');
  });

  it('answers on APP_URL itself (with or without the default port), and health checks on any host', async () => {
    for (const host of ['haat.example', 'HAAT.example:443']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/stats', headers: { host } });
      expect(response.statusCode).toBe(200);
    }
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: '10.0.0.12:3000' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.json().data.app.status).toBe('ok');
  });

  it('never redirects off APP_URL, whatever the Host header or path says', async () => {
    const cases = [
      { host: 'evil.example', url: '/login' },
      { host: 'evil.example"><script>', url: '/' },
      { host: 'www.haat.example', url: '//evil.example/x' },
      { host: 'www.haat.example', url: '/\\evil.example' },
    ];
    for (const { host, url } of cases) {
      const response = await t.app.inject({ method: 'GET', url, headers: { host } });
      expect(response.statusCode).toBe(301);
      const location = response.headers.location as string;
      expect(new URL(location).origin).toBe('https://haat.example');
      expect(location).not.toContain('"');
    }
  });

  it('links built for a request on APP_URL use APP_URL, whatever X-Forwarded-Host says', async () => {
    const headers = { host: 'haat.example', 'x-forwarded-host': 'evil.example' };
    const csrf = await t.app.inject({ method: 'GET', url: '/api/auth/csrf', headers });
    const csrfToken = csrf.json().data.csrf_token as string;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...headers, cookie: `XSRF-TOKEN=${csrfToken}`, 'x-csrf-token': csrfToken },
      payload: newRegistration(),
    });
    expect(registered.statusCode).toBe(201);
    const [mail] = await t.mails();
    expect(mail?.text).toContain('https://haat.example/verify-email?token=');
    const response = await call(t.app, 'POST', '/api/cards', {
      token: registered.json().data.token,
      headers,
      body: { full_name: 'Production Card' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.url).toMatch(/^https:\/\/haat\.example\/c\//);
  });
});

describe('CANONICAL_REDIRECT=false (a proxy that cannot pass the Host header)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production', appUrl: 'https://haat.example', canonicalRedirect: false });
  });
  afterAll(() => t.close());

  it('is read from the environment', () => {
    const env = loadEnv({ NODE_ENV: 'production', APP_KEY: 'k'.repeat(40), CANONICAL_REDIRECT: 'false' });
    expect(toAppConfig(env, env.APP_KEY ?? '', 3000).canonicalRedirect).toBe(false);
    expect(toAppConfig(loadEnv({}), 'key', 3000).canonicalRedirect).toBeUndefined();
  });

  it('answers on any host name, and still builds every leaving link on APP_URL', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/stats',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(page.statusCode).toBe(200);
    const csrf = await t.app.inject({
      method: 'GET',
      url: '/api/auth/csrf',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(csrf.statusCode).toBe(200);
    const token = csrf.json().data.csrf_token as string;
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: '127.0.0.1:3000', cookie: `XSRF-TOKEN=${token}`, 'x-csrf-token': token },
      payload: newRegistration(),
    });
    expect(registered.statusCode).toBe(201);
    const [mail] = await t.mails();
    expect(mail?.text).toContain('https://haat.example/verify-email?token=');
  });
});
