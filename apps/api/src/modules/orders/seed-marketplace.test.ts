import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { seedDirectory } from '../../db/seed/seed-directory.ts';
import { seedMarketplace } from '../../db/seed/seed-marketplace.ts';
import { seedPersonalSellers } from '../../db/seed/seed-personal-sellers.ts';
import { checkLedger } from '../ledger/check-ledger.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function signIn(login: string): Promise<string> {
  const response = await call(t.app, 'POST', '/api/auth/login', { body: { login, password: 'Demo@12345' } });
  return response.json().data.token;
}

describe('the demo marketplace seed', () => {
  it('needs the demo users, then adds orders in several states once, with a sound ledger', async () => {
    const deps = { ...t.app.deps, storage: t.app.storage };
    expect(await seedMarketplace(deps)).toBe(false);
    await seedDemo(t.database.db);
    await seedDirectory(t.database.db);
    expect(await seedMarketplace(deps)).toBe(true);
    expect(await seedMarketplace(deps)).toBe(false);

    const rahim = await signIn('rahim@haat.test');
    const sales = (await call(t.app, 'GET', '/api/orders?role=seller', { token: rahim })).json();
    expect(sales.data.map((order: { status: string }) => order.status).sort()).toEqual([
      'completed',
      'completed',
    ]);
    const nusrat = await signIn('nusrat@haat.test');
    const bought = (await call(t.app, 'GET', '/api/orders?role=buyer', { token: nusrat })).json();
    expect(bought.data.map((order: { status: string }) => order.status).sort()).toEqual([
      'completed',
      'placed',
    ]);
    const stats = (await call(t.app, 'GET', '/api/stats')).json().data;
    expect(stats.transactions).toBe(4);
    const home = (await call(t.app, 'GET', '/api/marketplace/home')).json().data;
    expect(home.featured.length).toBeGreaterThanOrEqual(4);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("adds a demo person's own used items once, sold as a private seller", async () => {
    const deps = { ...t.app.deps, storage: t.app.storage, cache: t.app.directoryCache };
    expect(await seedPersonalSellers(deps)).toBe(true);
    expect(await seedPersonalSellers(deps)).toBe(false);
    const found = (await call(t.app, 'GET', '/api/marketplace/search?q=guitar&condition=used')).json().data;
    expect(found.items).toEqual([
      expect.objectContaining({
        title: 'Yamaha acoustic guitar F310 with bag',
        seller: expect.objectContaining({ kind: 'personal', name: 'Nusrat Jahan' }),
      }),
    ]);
  });
});
