import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { addToCart, checkout } from '../orders/orders-test-helpers.ts';
import { fund } from '../wallet/wallet-test-helpers.ts';
import { createBusiness, createProduct } from './directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const SYLHET = {
  country: 'BD',
  district: 'bd-sylhet',
  city: 'Zindabazar',
  delivery_inside: 5_000,
  delivery_outside: 15_000,
};

/** A person with their own items' seller row in Sylhet, and one active used item. */
async function personWithItem(name: string, item: Record<string, unknown> = {}) {
  const person = await registerUser(t.app, { name });
  const saved = await call(t.app, 'PUT', '/api/my/personal-shop', { token: person.token, body: SYLHET });
  expect(saved.statusCode, saved.body).toBe(201);
  const shop = saved.json().data;
  const product = await createProduct(t.app, person.token, shop.id, {
    title: 'Used road bicycle',
    price: 900_000,
    stock: 1,
    condition: 'used',
    marketplace_category: 'sports',
    status: 'active',
    ...item,
  });
  return { ...person, shop, product };
}

describe('a person selling their own items (decision 058)', () => {
  it('creates one seller row named after the person, then changes only its place and charges', async () => {
    const person = await registerUser(t.app, { name: 'Nadia Islam' });
    const before = await call(t.app, 'GET', '/api/my/personal-shop', { token: person.token });
    expect(before.json()).toEqual({ success: true, data: null });

    const created = await call(t.app, 'PUT', '/api/my/personal-shop', { token: person.token, body: SYLHET });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Your selling details have been saved.',
      data: {
        kind: 'personal',
        url: null,
        name: 'Nadia Islam',
        district: 'bd-sylhet',
        city: 'Zindabazar',
        delivery_inside: 5_000,
        delivery_outside: 15_000,
      },
    });
    const changed = await call(t.app, 'PUT', '/api/my/personal-shop', {
      token: person.token,
      body: { delivery_inside: 0 },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: created.json().data.id,
      district: 'bd-sylhet',
      delivery_inside: 0,
      delivery_outside: 15_000,
    });
    const read = await call(t.app, 'GET', '/api/my/personal-shop', { token: person.token });
    expect(read.json().data).toMatchObject({ id: created.json().data.id, delivery_inside: 0 });
  });

  it('makes one row when two first saves race', async () => {
    const person = await registerUser(t.app, { name: 'Race Person' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(t.app, 'PUT', '/api/my/personal-shop', { token: person.token, body: SYLHET }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const person = await registerUser(t.app);
    const abroad = await call(t.app, 'PUT', '/api/my/personal-shop', {
      token: person.token,
      body: { country: 'IN', district: 'bd-dhaka' },
    });
    expect(abroad.statusCode).toBe(422);
    expect(abroad.json().errors).toHaveProperty('district');
    const charge = await call(t.app, 'PUT', '/api/my/personal-shop', {
      token: person.token,
      body: { delivery_inside: -1, delivery_outside: 'free', district: 'bd-nowhere' },
    });
    expect(charge.statusCode).toBe(422);
    expect(Object.keys(charge.json().errors).sort()).toEqual([
      'delivery_inside',
      'delivery_outside',
      'district',
    ]);
    const read = await call(t.app, 'GET', '/api/my/personal-shop', { token: person.token });
    expect(read.json().data).toBeNull();
    expect((await call(t.app, 'GET', '/api/my/personal-shop')).statusCode).toBe(401);
  });

  it('lists the items in the marketplace with a person as the seller, never in the directory', async () => {
    const { shop, product, token } = await personWithItem('Tanvir Hasan');
    const page = await call(t.app, 'GET', `/api/marketplace/products/${product.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.seller).toMatchObject({
      kind: 'personal',
      url: null,
      name: 'Tanvir Hasan',
      district: 'bd-sylhet',
      delivery_inside: 5_000,
    });
    const found = await call(t.app, 'GET', '/api/marketplace/search?q=bicycle&category=sports');
    const tile = found.json().data.items.find((row: { id: string }) => row.id === product.id);
    expect(tile.seller).toMatchObject({ kind: 'personal', name: 'Tanvir Hasan' });
    const html = await call(t.app, 'GET', `/p/${product.slug}`);
    expect(html.body).toContain('"seller":{"@type":"Person","name":"Tanvir Hasan"}');

    // Not a business: no page, no place in the directory, its places or its sitemap.
    expect((await call(t.app, 'GET', `/b/${shop.slug}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/businesses/${shop.slug}`)).statusCode).toBe(404);
    const directory = await call(t.app, 'GET', '/api/businesses?q=Tanvir');
    expect(directory.json().data).toEqual([]);
    const cities = await call(t.app, 'GET', '/api/directory/cities');
    expect(cities.json().data.map((city: { city: string }) => city.city)).not.toContain('bd-sylhet');
    const sitemap = await call(t.app, 'GET', '/sitemaps/businesses-1.xml');
    expect(sitemap.body).not.toContain(shop.slug);
    const review = await call(t.app, 'PUT', `/api/businesses/${shop.slug}/review`, {
      token: (await registerUser(t.app)).token,
      body: { rating: 1 },
    });
    expect(review.statusCode).toBe(404);

    // The owner's business tools: not a business profile, but a seller of their products.
    const mine = await call(t.app, 'GET', '/api/my/businesses', { token });
    expect(mine.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const sellers = await call(t.app, 'GET', '/api/my/businesses?with_personal=true', { token });
    expect(sellers.json().data).toEqual([expect.objectContaining({ id: shop.id, kind: 'personal' })]);
    for (const [method, path] of [
      ['PATCH', `/api/my/businesses/${shop.id}`],
      ['DELETE', `/api/my/businesses/${shop.id}`],
      ['POST', `/api/my/businesses/${shop.id}/categories`],
    ] as const) {
      const answer = await call(t.app, method, path, {
        token,
        body: method === 'DELETE' ? undefined : { name: 'X' },
      });
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    const products = await call(t.app, 'GET', `/api/my/businesses/${shop.id}/products`, { token });
    expect(products.json().data.map((row: { id: string }) => row.id)).toEqual([product.id]);
    const dashboard = await call(t.app, 'GET', '/api/dashboard', { token });
    expect(dashboard.json().data.active_businesses).toBe(0);
  });

  it('is bought from like any seller, and follows its person when they change their name', async () => {
    const seller = await personWithItem('Mitu Akter', { title: 'Used guitar', stock: 2, price: 500_000 });
    const buyer = await registerUser(t.app);
    await fund(t.database.db, buyer.user.id, 2_000_000);
    expect((await addToCart(t.app, buyer.token, seller.product.id, 1)).statusCode).toBe(200);
    const placed = await checkout(t.app, buyer.token, { payment_method: 'wallet' });
    expect(placed.statusCode, placed.body).toBe(201);
    // Delivered from Sylhet to Dhaka: the person's "anywhere else" charge.
    expect(placed.json().data.orders).toEqual([
      expect.objectContaining({
        business: expect.objectContaining({ id: seller.shop.id }),
        delivery_charge: 15_000,
      }),
    ]);
    const sales = await call(t.app, 'GET', '/api/orders?role=seller', { token: seller.token });
    expect(sales.json().data).toHaveLength(1);

    // Nobody buys their own item, personal or not.
    await fund(t.database.db, seller.user.id, 1_000_000);
    const own = await addToCart(t.app, seller.token, seller.product.id, 1);
    expect(own.statusCode).toBe(403);

    const renamed = await call(t.app, 'PATCH', '/api/users/me', {
      token: seller.token,
      body: { name: 'Mitu Rahman' },
    });
    expect(renamed.statusCode).toBe(200);
    const page = await call(t.app, 'GET', `/api/marketplace/products/${seller.product.slug}`);
    expect(page.json().data.seller.name).toBe('Mitu Rahman');
  });

  it('keeps business profiles and a personal row apart for one owner', async () => {
    const owner = await registerUser(t.app, { name: 'Owner Both' });
    const business = await createBusiness(t.app, owner.token, { name: 'Both Books', type: 'retail' });
    await call(t.app, 'PUT', '/api/my/personal-shop', { token: owner.token, body: {} });
    const profiles = await call(t.app, 'GET', '/api/my/businesses', { token: owner.token });
    expect(profiles.json().data.map((row: { id: string }) => row.id)).toEqual([business.id]);
    const sellers = await call(t.app, 'GET', '/api/my/businesses?with_personal=1', { token: owner.token });
    expect(
      sellers
        .json()
        .data.map((row: { kind: string }) => row.kind)
        .sort(),
    ).toEqual(['business', 'personal']);
    expect(sellers.json().meta.total).toBe(2);
    const stats = await call(t.app, 'GET', '/api/stats');
    const listed = await call(t.app, 'GET', '/api/businesses?per_page=100');
    expect(stats.json().data.businesses).toBe(listed.json().meta.total);
  });
});
