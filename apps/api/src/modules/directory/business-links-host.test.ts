import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness } from './directory-test-helpers.ts';

/* Issue 12, item 1: a business's shareable address names the host it was asked on (outside production). */
const HOST = '127.0.0.1:1234';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, directoryCacheSeconds: 0 });
});
afterAll(() => t.close());

describe('business links on another host name', () => {
  it('the owner API, the search and the page preview tags use the host asked', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token, { name: 'Host Test Tea' });
    const own = await call(t.app, 'GET', `/api/my/businesses/${business.id}`, {
      token,
      headers: { host: HOST },
    });
    expect(own.json().data.url).toBe(`http://${HOST}/b/${business.slug}`);
    const page = await t.app.inject({ method: 'GET', url: `/b/${business.slug}`, headers: { host: HOST } });
    expect(page.body).toContain(`<meta property="og:url" content="http://${HOST}/b/${business.slug}">`);
    expect(page.body).not.toContain('localhost:3000');
  });
});
