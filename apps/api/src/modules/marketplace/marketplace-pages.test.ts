import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { createSeller, reviewAfterPurchase } from '../orders/orders-test-helpers.ts';

let t: TTestApp;
let token: string;
let shop: { id: string; slug: string };
const made: Record<string, { id: string; slug: string }> = {};
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ token } = await registerUser(t.app));
  shop = await createBusiness(t.app, token, {
    name: 'Gulshan Home Store',
    type: 'retail',
    district: 'bd-dhaka',
    city: 'Gulshan',
    delivery_inside: 5_000,
    delivery_outside: 15_000,
  });
  for (const [title, category, status] of [
    ['Cotton bedsheet', 'home_goods', 'active'],
    ['Ceramic mug', 'home_goods', 'active'],
    ['Cricket bat', 'sports', 'active'],
    ['Hidden lamp', 'home_goods', 'draft'],
    ['Old curtain', 'home_goods', 'archived'],
  ] as const)
    made[title] = await createProduct(t.app, token, shop.id, {
      title,
      marketplace_category: category,
      status,
      description: `${title} from Gulshan`,
    });
  await t.database.pool.query(
    "UPDATE products SET featured_until = now() + interval '3 days' WHERE id = ANY($1::uuid[])",
    [[made['Cricket bat']?.id, made['Hidden lamp']?.id]],
  );
  await t.database.pool.query("UPDATE products SET featured_until = now() - interval '1 day' WHERE id = $1", [
    made['Ceramic mug']?.id,
  ]);
});
afterAll(() => t.close());

const titles = (tiles: { title: string }[]) => tiles.map((tile) => tile.title);

describe('GET /api/marketplace/home', () => {
  it('counts listed products per category and lists featured and newest products', async () => {
    const response = await call(t.app, 'GET', '/api/marketplace/home');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.categories).toEqual([
      { value: 'electronics', count: 0 },
      { value: 'clothing', count: 0 },
      { value: 'food', count: 0 },
      { value: 'books', count: 0 },
      { value: 'home_goods', count: 2 },
      { value: 'sports', count: 1 },
      { value: 'health', count: 0 },
      { value: 'other', count: 0 },
    ]);
    // A draft is never shown, featured or not; an expired promotion is over.
    expect(titles(data.featured)).toEqual(['Cricket bat']);
    expect(titles(data.newest)).toEqual(['Cricket bat', 'Ceramic mug', 'Cotton bedsheet']);
    expect(response.headers.etag).toBeTruthy();
  });

  it('shows a change at once to the next reader (the cache is cleared by writes)', async () => {
    const product = await createProduct(t.app, token, shop.id, {
      title: 'Football',
      marketplace_category: 'sports',
      status: 'active',
    });
    const { data } = (await call(t.app, 'GET', '/api/marketplace/home')).json();
    expect(titles(data.newest)[0]).toBe('Football');
    const archived = await call(t.app, 'PATCH', `/api/my/products/${product.id}`, {
      token,
      body: { status: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    const after = (await call(t.app, 'GET', '/api/marketplace/home')).json().data;
    expect(titles(after.newest)[0]).toBe('Cricket bat');
  });
});

describe('GET /api/marketplace/products/:slug', () => {
  it('answers the product, its seller card with delivery charges, and related products', async () => {
    const slug = made['Cotton bedsheet']?.slug ?? '';
    const response = await call(t.app, 'GET', `/api/marketplace/products/${slug.toUpperCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.product).toMatchObject({
      slug,
      url: `http://localhost:3000/p/${slug}`,
      title: 'Cotton bedsheet',
      description: 'Cotton bedsheet from Gulshan',
      condition: 'new',
      marketplace_category: 'home_goods',
      images: [],
    });
    expect(data.seller).toEqual({
      name: 'Gulshan Home Store',
      slug: shop.slug,
      kind: 'business',
      url: `http://localhost:3000/b/${shop.slug}`,
      logo_thumb_url: null,
      district: 'bd-dhaka',
      city: 'Gulshan',
      verified: false,
      rating_avg: 0,
      rating_count: 0,
      delivery_inside: 5_000,
      delivery_outside: 15_000,
    });
    // Same category, listed, not itself.
    expect(titles(data.related)).toEqual(['Ceramic mug']);
  });

  it("answers the first page of buyers' reviews with the product, and the list goes on from there", async () => {
    const seller = await createSeller(t, { title: 'Clay water jug', stock: 20 });
    const buyer = await registerUser(t.app);
    const parties = { buyer: buyer.token, seller: seller.token };
    for (let n = 1; n <= 11; n += 1)
      await reviewAfterPurchase(t.app, parties, seller.product.id, {
        rating: n % 2 === 0 ? 4 : 5,
        body: `Jug number ${n} keeps water cool`,
      });
    const page = (await call(t.app, 'GET', `/api/marketplace/products/${seller.product.slug}`)).json().data;
    expect(page.reviews.total).toBe(11);
    expect(page.reviews.rating).toEqual({ average: 4.5, count: 11 });
    expect(page.reviews.items).toHaveLength(10);
    expect(page.reviews.items[0]).toMatchObject({
      body: 'Jug number 11 keeps water cool',
      rating: 5,
      author_name: buyer.user.name,
      verified_purchase: true,
    });
    // The product page's first page is the list's first page; the second holds the oldest.
    const first = (
      await call(t.app, 'GET', `/api/marketplace/products/${seller.product.slug}/reviews?page=1&per_page=10`)
    ).json();
    expect(first.data).toEqual(page.reviews.items);
    const second = (
      await call(t.app, 'GET', `/api/marketplace/products/${seller.product.slug}/reviews?page=2&per_page=10`)
    ).json();
    expect(second.data.map((review: { body: string }) => review.body)).toEqual([
      'Jug number 1 keeps water cool',
    ]);

    // Without reviews: none, and no average.
    const plain = (await call(t.app, 'GET', `/api/marketplace/products/${made['Ceramic mug']?.slug}`)).json();
    expect(plain.data.reviews).toEqual({ items: [], total: 0, rating: { average: 0, count: 0 } });
  });

  it('is not found for drafts, archived products, unknown and odd slugs', async () => {
    for (const slug of [
      made['Hidden lamp']?.slug,
      made['Old curtain']?.slug,
      'no-such-product',
      "x'; drop table products;--",
      '%25_',
    ]) {
      const response = await call(
        t.app,
        'GET',
        `/api/marketplace/products/${encodeURIComponent(slug ?? '')}`,
      );
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('appears in the OpenAPI document under the marketplace tag', async () => {
    const spec = (await call(t.app, 'GET', '/api/openapi.json')).json();
    for (const path of [
      '/api/marketplace/home',
      '/api/marketplace/search',
      '/api/marketplace/products/{slug}',
    ])
      expect(spec.paths[path]?.get?.tags, path).toEqual(['marketplace']);
  });
});
