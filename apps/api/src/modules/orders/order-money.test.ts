import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { orders } from '../../db/schema/orders.ts';
import { checkLedger } from '../ledger/check-ledger.ts';
import { fund } from '../wallet/wallet-test-helpers.ts';
import { completeDueOrders } from './complete-due-orders.ts';
import { act, addToCart, balance, checkout, createSeller } from './orders-test-helpers.ts';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});

afterAll(async () => {
  await t?.close();
});

async function buy(
  seller: Awaited<ReturnType<typeof createSeller>>,
  buyer: Awaited<ReturnType<typeof registerUser>>,
  method: 'cod' | 'wallet',
  quantity = 1,
) {
  await addToCart(t.app, buyer.token, seller.product.id, quantity);
  const placed = await checkout(t.app, buyer.token, { payment_method: method });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.orders[0] as { id: string; total: number; commission: number };
}

async function walk(orderId: string, seller: { token: string }, steps: string[]) {
  for (const action of steps) {
    const answer = await act(t.app, seller.token, orderId, action);
    expect(answer.statusCode, `${action}: ${answer.body}`).toBe(200);
  }
}

describe('order money', () => {
  it('pays the seller a completed wallet order less the commission, from escrow', async () => {
    const seller = await createSeller(t, { price: 100_000, stock: 5 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 500_000);
    const escrowBefore = await balance(t, { type: 'escrow' });
    const revenueBefore = await balance(t, { type: 'platform_revenue' });
    const order = await buy(seller, buyer, 'wallet');
    expect(order).toMatchObject({ total: 106_000, commission: 5_000 });
    expect(await balance(t, { type: 'escrow' })).toBe(escrowBefore + 106_000);
    await walk(order.id, seller, ['confirm', 'ship', 'deliver']);
    // Nothing is paid out until the buyer confirms (or the waiting time passes).
    expect(await balance(t, { type: 'wallet', userId: seller.user.id })).toBe(0);
    const done = await act(t.app, buyer.token, order.id, 'complete');
    expect(done.json().data).toMatchObject({ status: 'completed', seller_net: 101_000 });
    expect(await balance(t, { type: 'wallet', userId: seller.user.id })).toBe(101_000);
    expect(await balance(t, { type: 'platform_revenue' })).toBe(revenueBefore + 5_000);
    expect(await balance(t, { type: 'escrow' })).toBe(escrowBefore);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refunds a cancelled wallet order and puts the stock back', async () => {
    const seller = await createSeller(t, { price: 30_000, stock: 4 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 200_000);
    const order = await buy(seller, buyer, 'wallet', 3);
    expect(await balance(t, { type: 'wallet', userId: buyer.user.id })).toBe(200_000 - 96_000);
    await walk(order.id, seller, ['confirm', 'ship']);
    const cancelled = await act(t.app, seller.token, order.id, 'cancel', 'Courier lost the parcel');
    expect(cancelled.statusCode).toBe(200);
    expect(await balance(t, { type: 'wallet', userId: buyer.user.id })).toBe(200_000);
    const product = await call(t.app, 'GET', `/api/my/products/${seller.product.id}`, {
      token: seller.token,
    });
    expect(product.json().data.stock).toBe(4);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refunds a delivered wallet order when the seller accepts the refund request', async () => {
    const seller = await createSeller(t, { price: 30_000, stock: 4 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 100_000);
    const order = await buy(seller, buyer, 'wallet');
    await walk(order.id, seller, ['confirm', 'ship', 'deliver']);
    const asked = await act(t.app, buyer.token, order.id, 'request_refund', 'Torn on arrival');
    expect(asked.json().data).toMatchObject({ status: 'refund_requested', refund_reason: 'Torn on arrival' });
    await walk(order.id, seller, ['refund']);
    expect(await balance(t, { type: 'wallet', userId: buyer.user.id })).toBe(100_000);
    expect(await balance(t, { type: 'wallet', userId: seller.user.id })).toBe(0);
  });

  it('charges the commission of a cash-on-delivery order to the seller, as dues when the wallet is short, settled from later earnings', async () => {
    const seller = await createSeller(t, { price: 200_000, stock: 5 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, seller.user.id, 4_000);
    const cash = await buy(seller, buyer, 'cod');
    await walk(cash.id, seller, ['confirm', 'ship', 'deliver']);
    await act(t.app, buyer.token, cash.id, 'complete');
    // Commission ৳100: ৳40 from the wallet, ৳60 owed.
    expect(await balance(t, { type: 'wallet', userId: seller.user.id })).toBe(0);
    expect(await balance(t, { type: 'dues', userId: seller.user.id })).toBe(-6_000);
    await fund(t.database.db, buyer.user.id, 300_000);
    const paid = await buy(seller, buyer, 'wallet');
    await walk(paid.id, seller, ['confirm', 'ship', 'deliver']);
    await act(t.app, buyer.token, paid.id, 'complete');
    // ৳2,060 − ৳100 commission − ৳60 dues.
    expect(await balance(t, { type: 'wallet', userId: seller.user.id })).toBe(206_000 - 10_000 - 6_000);
    expect(await balance(t, { type: 'dues', userId: seller.user.id })).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('completes a delivered order by itself once its waiting time is over', async () => {
    const seller = await createSeller(t, { price: 10_000, stock: 5 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 50_000);
    const order = await buy(seller, buyer, 'wallet');
    await walk(order.id, seller, ['confirm', 'ship', 'deliver']);
    const deps = { ...t.app.deps, storage: t.app.storage };
    expect(await completeDueOrders(deps)).toBe(0);
    await t.database.db
      .update(orders)
      .set({ autoCompleteAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id));
    expect(await completeDueOrders(deps)).toBe(1);
    const detail = await call(t.app, 'GET', `/api/orders/${order.id}`, { token: buyer.token });
    expect(detail.json().data.status).toBe('completed');
    expect(detail.json().data.events.at(-1)).toMatchObject({ actor_role: 'system', to_status: 'completed' });
    expect(await balance(t, { type: 'wallet', userId: seller.user.id })).toBe(16_000 - 500);
  });
});
