import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { act, addToCart, checkout, createSeller } from '../orders/orders-test-helpers.ts';
import { fund } from '../wallet/wallet-test-helpers.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/dashboard', () => {
  it('counts real orders, earnings net of commission, businesses and recent activity', async () => {
    const seller = await createSeller(t, { price: 100_000, stock: 5 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 500_000);
    const statsBefore = (await call(t.app, 'GET', '/api/stats')).json().data;
    await addToCart(t.app, buyer.token, seller.product.id, 1);
    const placed = await checkout(t.app, buyer.token, { payment_method: 'wallet' });
    const orderId = placed.json().data.orders[0].id;

    const waiting = await call(t.app, 'GET', '/api/dashboard?period=today', { token: seller.token });
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().data).toMatchObject({
      period: 'today',
      active_businesses: 1,
      orders: { purchases: 0, sales: 1, sales_to_handle: 1 },
      earnings: { sales_net: 0, total: 0 },
    });
    expect(waiting.json().data.recent_activity[0]).toMatchObject({ type: 'order_placed' });

    for (const action of ['confirm', 'ship', 'deliver']) await act(t.app, seller.token, orderId, action);
    await act(t.app, buyer.token, orderId, 'complete');
    const done = await call(t.app, 'GET', '/api/dashboard?period=all', { token: seller.token });
    expect(done.json().data).toMatchObject({
      wallet_balance: 101_000,
      earnings: { sales_net: 101_000, referral_bonuses: 0, total: 101_000 },
      orders: { sales: 1, sales_to_handle: 0 },
    });
    const mine = await call(t.app, 'GET', '/api/dashboard', { token: buyer.token });
    expect(mine.json().data).toMatchObject({
      period: 'month',
      wallet_balance: 500_000 - 106_000,
      orders: { purchases: 1, sales: 0 },
    });
    // The home screen's figures count the order too.
    const stats = (await call(t.app, 'GET', '/api/stats')).json().data;
    expect(stats.transactions).toBe(statsBefore.transactions + 1);
    expect(stats.revenue_poisha).toBe(statsBefore.revenue_poisha + 106_000);
  });

  it('refuses an unknown period and guests', async () => {
    const user = await registerUser(t.app);
    const bad = await call(t.app, 'GET', '/api/dashboard?period=year', { token: user.token });
    expect(bad.statusCode).toBe(422);
    expect((await call(t.app, 'GET', '/api/dashboard')).statusCode).toBe(401);
  });
});
