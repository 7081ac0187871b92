import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { seedDirectory } from '../../db/seed/seed-directory.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo directory seed', () => {
  it('needs the demo users, then adds a living directory once', async () => {
    expect(await seedDirectory(t.database.db)).toBe(false);
    await seedDemo(t.database.db);
    expect(await seedDirectory(t.database.db)).toBe(true);
    expect(await seedDirectory(t.database.db)).toBe(false);

    const all = (await call(t.app, 'GET', '/api/businesses?per_page=100')).json();
    expect(all.meta.total).toBeGreaterThanOrEqual(30);
    // Businesses in Bangladesh carry a district code, those abroad their city as written.
    const places = new Set(all.data.map((b: { city: string; district: string }) => b.district ?? b.city));
    for (const place of ['bd-dhaka', 'bd-chattogram', 'bd-sylhet', 'bd-khulna', 'bd-rajshahi', 'Dubai'])
      expect(places).toContain(place);

    const kacchi = (await call(t.app, 'GET', `/api/businesses?q=${encodeURIComponent('কাচ্চি')}`)).json();
    expect(kacchi.data.length).toBeGreaterThan(0);
    const page = (await call(t.app, 'GET', `/api/businesses/${kacchi.data[0].slug}`)).json().data;
    expect(page.products.length).toBeGreaterThan(0);
    expect(page.reviews.length).toBeGreaterThan(0);
    expect(page.business.rating.count).toBeGreaterThan(0);
  });
});
