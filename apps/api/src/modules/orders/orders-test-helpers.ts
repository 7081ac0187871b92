import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { balanceOf } from '../ledger/post-transaction.ts';

/** A Dhaka address in the shape checkout takes. */
export const DHAKA_ADDRESS = {
  name: 'Karim Uddin',
  phone: '01712345678',
  country: 'BD',
  division: 'dhaka',
  district: 'bd-dhaka',
  city: 'Dhanmondi',
  line: 'House 12, Road 5',
};

/** A seller with a business in Dhaka and one active product (price and stock as given). */
export async function createSeller(
  t: TTestApp,
  product: { price?: number; stock?: number; title?: string } = {},
  business: Record<string, unknown> = {},
) {
  const seller = await registerUser(t.app);
  const shop = await createBusiness(t.app, seller.token, {
    name: 'Rahim Store',
    type: 'retail',
    country: 'BD',
    district: 'bd-dhaka',
    city: 'Dhaka',
    ...business,
  });
  const item = await createProduct(t.app, seller.token, shop.id, {
    title: product.title ?? 'Cotton saree',
    price: product.price ?? 150_000,
    stock: product.stock ?? 10,
    status: 'active',
  });
  return { ...seller, business: shop, product: item };
}

export async function addToCart(app: FastifyInstance, token: string, productId: string, quantity: number) {
  return call(app, 'PUT', `/api/cart/items/${productId}`, { token, body: { quantity } });
}

/** Checks the cart out with a fresh Idempotency-Key (unless one is given). */
export function checkout(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return call(app, 'POST', '/api/checkout', {
    token,
    body: { address: DHAKA_ADDRESS, ...body },
    headers: { 'idempotency-key': key },
  });
}

export function act(app: FastifyInstance, token: string, orderId: string, action: string, note?: string) {
  return call(app, 'POST', `/api/orders/${orderId}/actions`, {
    token,
    body: note === undefined ? { action } : { action, note },
  });
}

/** A ledger balance in poisha as a number. */
export async function balance(t: TTestApp, account: Parameters<typeof balanceOf>[1]): Promise<number> {
  return Number(await balanceOf(t.database.db, account));
}

/**
 * The buyer orders one of the product (cash on delivery), the seller confirms and ships, the buyer
 * completes the order and reviews the item; answers the review.
 */
export async function reviewAfterPurchase(
  app: FastifyInstance,
  parties: { buyer: string; seller: string },
  productId: string,
  review: { rating: number; body?: string },
) {
  await addToCart(app, parties.buyer, productId, 1);
  const placed = await checkout(app, parties.buyer, { payment_method: 'cod' });
  const order = placed.json().data.orders[0];
  for (const action of ['confirm', 'ship']) await act(app, parties.seller, order.id, action);
  await act(app, parties.buyer, order.id, 'complete');
  const saved = await call(app, 'PUT', `/api/orders/${order.id}/items/${order.items[0].id}/review`, {
    token: parties.buyer,
    body: review,
  });
  if (saved.statusCode !== 200) throw new Error(`review answered ${saved.statusCode}: ${saved.body}`);
  return saved.json().data as { id: string; body: string | null; rating: number };
}
