import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../test/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /robots.txt', () => {
  it('allows public pages, keeps crawlers out of private areas and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/admin',
      '/dashboard',
      '/wallet',
      '/vcard',
      '/business-profiles',
      '/business/products',
      '/business/categories',
      '/notifications',
      '/settings',
      '/profile',
      '/referrals',
      '/pay/',
      '/*redirect=',
      '/c/*/share/',
      '/c/*/contact',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    // The public pages stay open: no rule is a prefix of them.
    const rules = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const open of [
      '/',
      '/business',
      '/b/dhaka-tea-house-k4q2ps',
      '/c/nusrat-k4q2ps',
      '/about',
      '/login',
      '/register',
    ])
      expect(rules.filter((rule) => !rule.includes('*') && open.startsWith(rule))).toEqual([]);
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(response.body.endsWith('\n')).toBe(true);
  });

  it("names the sitemap on the request's host, never on a hostile one", async () => {
    const local = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: '127.0.0.1:1234' },
    });
    expect(local.body).toContain('Sitemap: http://127.0.0.1:1234/sitemap.xml');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/robots.txt',
      headers: { host: 'evil.example"><x' },
    });
    expect(hostile.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
