import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, registerUser, type TTestUser } from './fixtures.ts';
import { authHeaders } from './money.ts';

/* Marketplace state made through the API for browser tests: shops, products and orders. */

export const ADDRESS = {
  name: 'Karim Uddin',
  phone: '01712345678',
  country: 'BD',
  division: 'dhaka',
  district: 'bd-dhaka',
  city: 'Dhanmondi',
  line: 'House 12, Road 5',
};

export interface TShop {
  owner: TTestUser;
  business: { id: string; slug: string; name: string };
  product: { id: string; title: string; slug: string };
}

export async function api<T>(
  request: APIRequestContext,
  user: TTestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  key?: string,
): Promise<T> {
  const answer = await request.fetch(url, {
    method,
    data,
    headers: await authHeaders(request, user.token, key),
  });
  const json = await answer.json();
  expect(answer.ok(), `${method} ${url}: ${JSON.stringify(json)}`).toBeTruthy();
  return json.data as T;
}

/** A seller with a Dhaka business and one active product. */
export async function shop(
  request: APIRequestContext,
  name: string,
  title: string,
  price = 150_000,
): Promise<TShop> {
  const owner = await registerUser(request, { name: `${name} Owner` });
  const business = await api<TShop['business']>(request, owner, 'POST', '/api/my/businesses', {
    name: `${name} ${Date.now()}`,
    type: 'retail',
    country: 'BD',
    district: 'bd-dhaka',
    city: 'Dhaka',
  });
  const product = await api<TShop['product']>(
    request,
    owner,
    'POST',
    `/api/my/businesses/${business.id}/products`,
    { title, price, stock: 10, status: 'active' },
  );
  return { owner, business, product };
}

/** The buyer's cart gets `quantity` of each product, then checks out by cash on delivery. */
export async function placeOrder(request: APIRequestContext, buyer: TTestUser, seller: TShop, quantity = 1) {
  await api(request, buyer, 'PUT', `/api/cart/items/${seller.product.id}`, { quantity });
  const result = await api<{ orders: { id: string; number: string }[] }>(
    request,
    buyer,
    'POST',
    '/api/checkout',
    { payment_method: 'cod', address: ADDRESS },
    randomUUID(),
  );
  return result.orders[0] as { id: string; number: string };
}

/** Walks an order to `completed`: the seller confirms, ships and delivers, the buyer confirms receipt. */
export async function completeOrder(
  request: APIRequestContext,
  seller: TShop,
  buyer: TTestUser,
  orderId: string,
): Promise<void> {
  for (const action of ['confirm', 'ship', 'deliver'])
    await api(request, seller.owner, 'POST', `/api/orders/${orderId}/actions`, { action });
  await api(request, buyer, 'POST', `/api/orders/${orderId}/actions`, { action: 'complete' });
}
