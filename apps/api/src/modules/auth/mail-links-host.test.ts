import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, newRegistration, type TTestApp } from '../../../test/test-app.ts';

/*
 * Issue 12, item 1: mail sent while answering a request links to the host that request came to
 * (outside production), so someone who signed up on http://127.0.0.1:PORT verifies there too.
 * APP_URL is http://localhost:3000 in the test app.
 */
const HOST = '127.0.0.1:1234';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function mailTo(email: string) {
  const mails = (await t.mails()).filter((mail) => mail.to === email);
  const text = mails[0]?.text ?? '';
  return new URL(/https?:\/\/\S+/.exec(text)?.[0] ?? 'about:blank');
}

describe('mail links on another host name', () => {
  it('the verification link of a registration made there points there', async () => {
    const payload = newRegistration();
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: payload,
      headers: { host: HOST },
    });
    expect(response.statusCode).toBe(201);
    const link = await mailTo(payload.email);
    expect(`${link.origin}${link.pathname}`).toBe(`http://${HOST}/verify-email`);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the password reset link asked for there points there', async () => {
    const payload = newRegistration();
    await call(t.app, 'POST', '/api/auth/register', { body: payload });
    const response = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: payload.email },
      headers: { host: HOST },
    });
    expect(response.statusCode).toBe(200);
    const link = await mailTo(payload.email);
    expect(`${link.origin}${link.pathname}`).toBe(`http://${HOST}/reset-password`);
    expect(link.searchParams.get('email')).toBe(payload.email);
  });

  it('a Host header that is not a plain host name gives APP_URL links', async () => {
    const payload = newRegistration();
    const response = await call(t.app, 'POST', '/api/auth/register', {
      body: payload,
      headers: { host: 'evil.example/"><a href=x>' },
    });
    expect(response.statusCode).toBe(201);
    const link = await mailTo(payload.email);
    expect(link.origin).toBe('http://localhost:3000');
  });
});
