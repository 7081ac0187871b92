import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createSeller } from '../orders/orders-test-helpers.ts';
import { fund, makeAdmin } from '../wallet/wallet-test-helpers.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/marketplace/feature-price', () => {
  it('tells a signed-in seller the price per day, the same the feature purchase charges', async () => {
    expect((await call(t.app, 'GET', '/api/marketplace/feature-price')).statusCode).toBe(401);
    const seller = await createSeller(t, { price: 30_000, stock: 5 });
    const first = await call(t.app, 'GET', '/api/marketplace/feature-price', { token: seller.token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { price_per_day: 5_000 } });

    const staff = await registerUser(t.app);
    await makeAdmin(t.database.db, staff.user.id);
    const changed = await call(t.app, 'PATCH', '/api/admin/settings', {
      token: staff.token,
      body: { feature_price_per_day: 7_500 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await call(t.app, 'GET', '/api/marketplace/feature-price', { token: seller.token });
    expect(second.json().data.price_per_day).toBe(7_500);

    await fund(t.database.db, seller.user.id, 100_000);
    const paid = await call(t.app, 'POST', `/api/my/products/${seller.product.id}/feature`, {
      token: seller.token,
      body: { days: 2 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(paid.json().data.paid).toBe(2 * second.json().data.price_per_day);
  });
});
