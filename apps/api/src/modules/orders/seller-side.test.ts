import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { fund, makeAdmin } from '../wallet/wallet-test-helpers.ts';
import { act, addToCart, balance, checkout, createSeller } from './orders-test-helpers.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});

afterAll(async () => {
  await t?.close();
});

async function completedOrder(seller: Awaited<ReturnType<typeof createSeller>>, quantity = 1) {
  const buyer = await registerUser(t.app);
  await fund(t.database.db, buyer.user.id, 1_000_000);
  await addToCart(t.app, buyer.token, seller.product.id, quantity);
  const placed = await checkout(t.app, buyer.token, { payment_method: 'wallet' });
  const order = placed.json().data.orders[0];
  for (const action of ['confirm', 'ship', 'deliver']) await act(t.app, seller.token, order.id, action);
  await act(t.app, buyer.token, order.id, 'complete');
  return { buyer, order };
}

describe('reviews of what was bought', () => {
  it('lets the buyer review each item of a completed order once (then edit), feeding product and seller ratings', async () => {
    const seller = await createSeller(t, { price: 50_000, stock: 10 });
    const buyer = await registerUser(t.app);
    await addToCart(t.app, buyer.token, seller.product.id, 1);
    const placed = (await checkout(t.app, buyer.token, { payment_method: 'cod' })).json().data.orders[0];
    const itemId = placed.items[0].id;
    const url = `/api/orders/${placed.id}/items/${itemId}/review`;
    const early = await call(t.app, 'PUT', url, { token: buyer.token, body: { rating: 5 } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can review this once the order is completed');
    for (const action of ['confirm', 'ship']) await act(t.app, seller.token, placed.id, action);
    await act(t.app, buyer.token, placed.id, 'complete');
    const bySeller = await call(t.app, 'PUT', url, { token: seller.token, body: { rating: 1 } });
    expect(bySeller.statusCode).toBe(404);
    const bad = await call(t.app, 'PUT', url, { token: buyer.token, body: { rating: 6 } });
    expect(bad.statusCode).toBe(422);
    const first = await call(t.app, 'PUT', url, {
      token: buyer.token,
      body: { rating: 4, body: 'Soft cotton' },
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(t.app, 'PUT', url, {
      token: buyer.token,
      body: { rating: 2, body: 'Faded after a wash' },
    });
    expect(second.json().data).toMatchObject({
      id: first.json().data.id,
      rating: 2,
      verified_purchase: true,
    });
    const { order: other } = await completedOrder(seller);
    const otherBuyerToken = (
      await call(t.app, 'GET', `/api/orders/${other.id}`, { token: seller.token })
    ).json().data;
    expect(otherBuyerToken.status).toBe('completed');

    const reviews = await call(t.app, 'GET', `/api/marketplace/products/${seller.product.slug}/reviews`);
    expect(reviews.json()).toMatchObject({
      data: [{ rating: 2, body: 'Faded after a wash' }],
      meta: { total: 1, rating: { average: 2, count: 1 } },
    });
    const page = await call(t.app, 'GET', `/api/marketplace/products/${seller.product.slug}`);
    expect(page.json().data.seller).toMatchObject({ rating_count: 1, rating_avg: 2 });
    const detail = await call(t.app, 'GET', `/api/orders/${placed.id}`, { token: buyer.token });
    expect(detail.json().data.items[0].review).toEqual({ rating: 2, body: 'Faded after a wash' });
  });
});

describe('product views, listings, analytics and money', () => {
  it('counts page views and shows them with orders in listings and analytics', async () => {
    const seller = await createSeller(t, { price: 20_000, stock: 20 });
    for (let i = 0; i < 3; i += 1) {
      const view = await call(t.app, 'POST', `/api/marketplace/products/${seller.product.slug}/views`);
      expect(view.json().data).toEqual({ counted: true });
    }
    expect((await call(t.app, 'POST', '/api/marketplace/products/no-such-product/views')).statusCode).toBe(
      404,
    );
    await completedOrder(seller, 2);

    const listings = await call(t.app, 'GET', '/api/marketplace/listings', { token: seller.token });
    expect(listings.json().data[0]).toMatchObject({
      id: seller.product.id,
      views_30d: 3,
      orders: 1,
      units_sold: 2,
      stock: 18,
      business: { id: seller.business.id },
    });
    const analytics = await call(t.app, 'GET', '/api/analytics?days=7', { token: seller.token });
    expect(analytics.statusCode).toBe(200);
    const data = analytics.json().data;
    expect(data.series).toHaveLength(7);
    expect(data.totals).toEqual({ views: 3, orders: 1, revenue: 46_000, conversion: 0.3333 });
    expect(data.top_products[0]).toMatchObject({
      product_id: seller.product.id,
      units: 2,
      revenue: 40_000,
      views: 3,
    });
    expect((await call(t.app, 'GET', '/api/analytics?days=12', { token: seller.token })).statusCode).toBe(
      422,
    );
  });

  it("lists each order's money from both sides, with ledger movements and CSV", async () => {
    const seller = await createSeller(t, { price: 100_000, stock: 5 });
    const { buyer, order } = await completedOrder(seller);
    const sales = await call(t.app, 'GET', '/api/marketplace/transactions?role=seller', {
      token: seller.token,
    });
    expect(sales.json().data[0]).toMatchObject({
      order_id: order.id,
      role: 'seller',
      total: 106_000,
      commission: 5_000,
      net: 101_000,
      movements: [{ kind: 'release', amount: 101_000 }],
    });
    expect(sales.json().meta.totals).toMatchObject({ sales_net: 101_000, commission: 5_000 });
    const purchases = await call(t.app, 'GET', '/api/marketplace/transactions', { token: buyer.token });
    expect(purchases.json().data[0]).toMatchObject({
      role: 'buyer',
      movements: [{ kind: 'payment', amount: -106_000 }],
    });
    const csv = await call(t.app, 'GET', '/api/marketplace/transactions/export.csv', { token: seller.token });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${order.number},`);
  });
});

describe('featuring a product', () => {
  it('charges the wallet per day, extends a running featuring, and shows it on the marketplace home', async () => {
    const seller = await createSeller(t, { price: 30_000, stock: 5 });
    const url = `/api/my/products/${seller.product.id}/feature`;
    const short = await call(t.app, 'POST', url, {
      token: seller.token,
      body: { days: 3 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().code).toBe('INSUFFICIENT_FUNDS');
    await fund(t.database.db, seller.user.id, 100_000);
    const key = randomUUID();
    const paid = await call(t.app, 'POST', url, {
      token: seller.token,
      body: { days: 3 },
      headers: { 'idempotency-key': key },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.paid).toBe(15_000);
    const replay = await call(t.app, 'POST', url, {
      token: seller.token,
      body: { days: 3 },
      headers: { 'idempotency-key': key },
    });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await balance(t, { type: 'wallet', userId: seller.user.id })).toBe(85_000);
    const more = await call(t.app, 'POST', url, {
      token: seller.token,
      body: { days: 2 },
      headers: { 'idempotency-key': randomUUID() },
    });
    const days = (Date.parse(more.json().data.featured_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.9);
    expect(days).toBeLessThan(5.1);
    const home = await call(t.app, 'GET', '/api/marketplace/home');
    expect(home.json().data.featured.map((tile: { id: string }) => tile.id)).toContain(seller.product.id);

    const stranger = await registerUser(t.app);
    const foreign = await call(t.app, 'POST', url, {
      token: stranger.token,
      body: { days: 1 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(foreign.statusCode).toBe(404);
    const tooLong = await call(t.app, 'POST', url, {
      token: seller.token,
      body: { days: 31 },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('lets staff feature or unfeature any product for free, and nobody else', async () => {
    const seller = await createSeller(t, { price: 30_000, stock: 5 });
    const staff = await registerUser(t.app);
    await makeAdmin(t.database.db, staff.user.id);
    const url = `/api/admin/products/${seller.product.id}/feature`;
    expect((await call(t.app, 'PUT', url, { token: seller.token, body: { days: 7 } })).statusCode).toBe(403);
    const featured = await call(t.app, 'PUT', url, { token: staff.token, body: { days: 7 } });
    expect(featured.json().data).toMatchObject({ paid: 0, featured_until: expect.any(String) });
    const ended = await call(t.app, 'PUT', url, { token: staff.token, body: { days: 0 } });
    expect(ended.json().data.featured_until).toBeNull();
  });
});
