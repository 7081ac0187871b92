import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { fund } from '../wallet/wallet-test-helpers.ts';
import { addToCart, balance, checkout, createSeller, DHAKA_ADDRESS } from './orders-test-helpers.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function productStock(token: string, productId: string): Promise<number> {
  const response = await call(t.app, 'GET', `/api/my/products/${productId}`, { token });
  return response.json().data.stock;
}

describe('checkout', () => {
  it('makes one order per seller at database prices, with stock taken and wallet money in escrow', async () => {
    const dhaka = await createSeller(t, { price: 150_000, stock: 5 });
    const sylhet = await createSeller(
      t,
      { price: 40_000, stock: 3, title: 'Sylhet tea 500 g' },
      { name: 'Sylhet Tea', district: 'bd-sylhet', city: 'Sylhet' },
    );
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 1_000_000);
    expect((await addToCart(t.app, buyer.token, dhaka.product.id, 2)).statusCode).toBe(200);
    const cart = await addToCart(t.app, buyer.token, sylhet.product.id, 1);
    expect(cart.json().data).toMatchObject({ subtotal: 340_000, count: 3 });

    const preview = await call(t.app, 'POST', '/api/checkout/preview', {
      token: buyer.token,
      body: { address: DHAKA_ADDRESS },
    });
    expect(preview.statusCode).toBe(200);
    // Inside Dhaka (the buyer's district) ৳60, from Sylhet ৳120.
    expect(preview.json().data).toMatchObject({ subtotal: 340_000, delivery_charge: 18_000, total: 358_000 });

    // A price sent by the client is ignored: the database's is charged.
    const placed = await checkout(t.app, buyer.token, { payment_method: 'wallet', total: 1, price: 1 });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orders, checkout_id } = placed.json().data;
    expect(orders).toHaveLength(2);
    const byShop = new Map<string, { id: string }>(
      orders.map((order: { id: string; business: { id: string } }) => [order.business.id, order]),
    );
    expect(byShop.get(dhaka.business.id)).toMatchObject({
      checkout_id,
      status: 'placed',
      payment_method: 'wallet',
      subtotal: 300_000,
      delivery_charge: 6_000,
      total: 306_000,
      commission: 15_000,
      seller_net: 291_000,
      items: [{ product_id: dhaka.product.id, unit_price: 150_000, quantity: 2, line_total: 300_000 }],
      actions: ['cancel'],
    });
    expect(byShop.get(sylhet.business.id)).toMatchObject({
      subtotal: 40_000,
      delivery_charge: 12_000,
      total: 52_000,
    });
    expect(await balance(t, { type: 'wallet', userId: buyer.user.id })).toBe(1_000_000 - 358_000);
    expect(await balance(t, { type: 'escrow' })).toBe(358_000);
    expect(await productStock(dhaka.token, dhaka.product.id)).toBe(3);
    expect(await productStock(sylhet.token, sylhet.product.id)).toBe(2);
    expect((await call(t.app, 'GET', '/api/cart', { token: buyer.token })).json().data.items).toEqual([]);
    // The sellers hear of it; each sees the order among their sales, the buyer among purchases.
    const notices = await call(t.app, 'GET', '/api/notifications', { token: dhaka.token });
    expect(notices.json().data[0]).toMatchObject({
      type: 'order_placed',
      data: { number: expect.stringMatching(/^HT-\d+$/) },
    });
    const sales = await call(t.app, 'GET', '/api/orders?role=seller', { token: sylhet.token });
    expect(sales.json().data.map((order: { id: string }) => order.id)).toEqual([
      byShop.get(sylhet.business.id)?.id,
    ]);
    expect(sales.json().data[0]).toMatchObject({ role: 'seller', actions: ['confirm', 'cancel'] });
    const purchases = await call(t.app, 'GET', '/api/orders?role=buyer', { token: buyer.token });
    expect(purchases.json().meta.total).toBe(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('makes one checkout of a double click or a retried request (Idempotency-Key)', async () => {
    const seller = await createSeller(t, { price: 10_000, stock: 10 });
    const buyer = await registerUser(t.app);
    await addToCart(t.app, buyer.token, seller.product.id, 1);
    const key = 'checkout-key-double-click';
    const [first, second] = await Promise.all([
      checkout(t.app, buyer.token, { payment_method: 'cod' }, key),
      checkout(t.app, buyer.token, { payment_method: 'cod' }, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().data.checkout_id).toBe(first.json().data.checkout_id);
    const again = await checkout(t.app, buyer.token, { payment_method: 'cod' }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.orders[0].id).toBe(first.json().data.orders[0].id);
    const list = await call(t.app, 'GET', '/api/orders', { token: buyer.token });
    expect(list.json().meta.total).toBe(1);
    // The same key with another request is refused.
    await addToCart(t.app, buyer.token, seller.product.id, 1);
    const other = await checkout(t.app, buyer.token, { payment_method: 'wallet' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_MISMATCH');
    // Without a key nothing is bought.
    const keyless = await call(t.app, 'POST', '/api/checkout', {
      token: buyer.token,
      body: { payment_method: 'cod', address: DHAKA_ADDRESS },
    });
    expect(keyless.statusCode).toBe(400);
  });

  it('changes nothing when the wallet cannot pay, and says so', async () => {
    const seller = await createSeller(t, { price: 50_000, stock: 4 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 10_000);
    await addToCart(t.app, buyer.token, seller.product.id, 2);
    const response = await checkout(t.app, buyer.token, { payment_method: 'wallet' });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance(t, { type: 'wallet', userId: buyer.user.id })).toBe(10_000);
    expect(await productStock(seller.token, seller.product.id)).toBe(4);
    expect((await call(t.app, 'GET', '/api/cart', { token: buyer.token })).json().data.count).toBe(2);
    // Cash on delivery needs no balance.
    expect((await checkout(t.app, buyer.token, { payment_method: 'cod' })).statusCode).toBe(201);
  });

  it('refuses own listings, withdrawn products, quantities above the stock and empty carts', async () => {
    const seller = await createSeller(t, { price: 20_000, stock: 2 });
    const own = await addToCart(t.app, seller.token, seller.product.id, 1);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot buy your own listing');
    const buyer = await registerUser(t.app);
    const tooMany = await addToCart(t.app, buyer.token, seller.product.id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 2 of “Cotton saree” left in stock',
    });
    const empty = await checkout(t.app, buyer.token, { payment_method: 'cod' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Your cart is empty');
    await addToCart(t.app, buyer.token, seller.product.id, 1);
    await call(t.app, 'PATCH', `/api/my/products/${seller.product.id}`, {
      token: seller.token,
      body: { status: 'archived' },
    });
    const cart = await call(t.app, 'GET', '/api/cart', { token: buyer.token });
    expect(cart.json().data.items[0]).toMatchObject({ available: false });
    const withdrawn = await checkout(t.app, buyer.token, { payment_method: 'cod' });
    expect(withdrawn.statusCode).toBe(409);
    expect(withdrawn.json().message).toContain('“Cotton saree” can no longer be bought');
    const unknown = await addToCart(t.app, buyer.token, '00000000-0000-4000-8000-000000000000', 1);
    expect(unknown.statusCode).toBe(404);
  });

  it('checks the address field by field and changes nothing', async () => {
    const seller = await createSeller(t, { price: 20_000, stock: 2 });
    const buyer = await registerUser(t.app);
    await addToCart(t.app, buyer.token, seller.product.id, 1);
    const response = await checkout(t.app, buyer.token, {
      payment_method: 'bitcoin',
      address: { ...DHAKA_ADDRESS, phone: '12', division: 'sylhet', city: '', line: 'x'.repeat(301) },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'address.city',
      'address.district',
      'address.line',
      'address.phone',
      'payment_method',
    ]);
    expect(await productStock(seller.token, seller.product.id)).toBe(2);
    // Outside Bangladesh the city is free text and no division or district is asked for.
    const abroad = await checkout(t.app, buyer.token, {
      payment_method: 'cod',
      address: { name: 'Aisha', phone: '+971501234567', country: 'AE', city: 'Dubai', line: 'Marina 4' },
    });
    expect(abroad.statusCode, abroad.body).toBe(201);
    expect(abroad.json().data.orders[0]).toMatchObject({
      delivery_charge: 12_000,
      address: { country: 'AE', division: null, district: null },
    });
  });

  it("adds a guest's cart after sign-in, capped at the stock", async () => {
    const seller = await createSeller(t, { price: 20_000, stock: 3 });
    const buyer = await registerUser(t.app);
    await addToCart(t.app, buyer.token, seller.product.id, 2);
    const merged = await call(t.app, 'POST', '/api/cart/merge', {
      token: buyer.token,
      body: { items: [{ product_id: seller.product.id, quantity: 2 }] },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data.items[0]).toMatchObject({ quantity: 3 });
  });
});
