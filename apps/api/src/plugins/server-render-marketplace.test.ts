import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TTestApp } from '../../test/test-app.ts';
import { rendererFile } from '../lib/page-renderer.ts';
import { createBusiness, createProduct } from '../modules/directory/directory-test-helpers.ts';
import { createSeller, reviewAfterPurchase } from '../modules/orders/orders-test-helpers.ts';

// The real web build (npm test builds it before the unit tests run).
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const built = existsSync(rendererFile(webDist));

const STATE = /<script type="application\/json" id="server-state">([\s\S]*?)<\/script>/;

describe.skipIf(!built)('server-rendered marketplace screens', () => {
  let t: TTestApp;
  let product: { slug: string; title: string };
  let business: { slug: string };

  beforeAll(async () => {
    t = await createTestApp({ webDist, directoryCacheSeconds: 0, rateLimitFactor: 100 });
    const { token } = await registerUser(t.app);
    business = await createBusiness(t.app, token, {
      name: 'Sreemangal Tea House',
      type: 'retail',
      district: 'bd-sylhet',
      city: 'Sreemangal',
      delivery_inside: 6_000,
      delivery_outside: 12_000,
    });
    product = await createProduct(t.app, token, (business as unknown as { id: string }).id, {
      title: 'Sylhet green tea',
      description: 'Hand-picked leaves',
      price: 45_000,
      stock: 3,
      status: 'active',
      marketplace_category: 'food',
    });
  }, 60_000);
  afterAll(() => t.close());

  const get = (url: string, lang = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

  it('renders the marketplace home with its categories and newest products', async () => {
    const response = await get('/marketplace');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Marketplace<\/h1>/);
    expect(response.body).toContain('href="/marketplace/search?category=food"');
    expect(response.body).toContain(`href="/p/${product.slug}"`);
    expect(response.body).toContain('action="/marketplace/search"');
    expect(STATE.exec(response.body)?.[1]).toContain('"marketplace","home"');
  });

  it('renders a search from the address, prices in taka asked in poisha', async () => {
    const response = await get('/marketplace/search?q=green&category=food&min_price=400&max_price=500');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Search the marketplace<\/h1>/);
    expect(response.body).toContain(`href="/p/${product.slug}"`);
    expect(response.body).toContain('1 product');
    expect(response.body).toContain('value="green"');
    expect(STATE.exec(response.body)?.[1]).toContain('min_price=40000');
    const none = await get('/marketplace/search?q=green&max_price=100');
    expect(none.body).toContain('data-testid="no-results"');
  });

  it('renders a product page with price, stock, seller and delivery, in Bengali digits too', async () => {
    const response = await get(`/p/${product.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Sylhet green tea<\/h1>/);
    expect(response.body).toContain('৳450.00');
    expect(response.body).toContain('Only 3 left');
    expect(response.body).toContain(`href="/b/${business.slug}"`);
    expect(response.body).toContain('Inside Sylhet');
    expect(response.body).toContain('application/ld+json');
    const bengali = await get(`/p/${product.slug}`, 'bn');
    expect(bengali.body).toContain('৳৪৫০.০০');
  });

  it("puts the first page of buyers' reviews in the HTML and the hydration state, with more to load", async () => {
    const seller = await createSeller(t, { title: 'Jute shopping bag', stock: 20 });
    const buyer = await registerUser(t.app, { name: 'Farida Yasmin' });
    const parties = { buyer: buyer.token, seller: seller.token };
    await reviewAfterPurchase(t.app, parties, seller.product.id, { rating: 3, body: 'The oldest review' });
    for (let n = 2; n <= 10; n += 1)
      await reviewAfterPurchase(t.app, parties, seller.product.id, { rating: 4, body: `Bag ${n} is sturdy` });
    await reviewAfterPurchase(t.app, parties, seller.product.id, {
      rating: 5,
      body: 'Strong <b>stitching</b> & fair price',
    });

    const response = await get(`/p/${seller.product.slug}`);
    expect(response.statusCode).toBe(200);
    const reviews =
      /<section[^>]*aria-labelledby="reviews-title"[\s\S]*?<\/section>/.exec(response.body)?.[0] ?? '';
    expect(reviews).toContain('data-testid="review-list"');
    expect(reviews).toContain('Strong &lt;b&gt;stitching&lt;/b&gt; &amp; fair price');
    expect(reviews).toContain('Farida Yasmin');
    expect(reviews).toContain('Bag 2 is sturdy');
    expect(reviews).not.toContain('The oldest review');
    expect(reviews).not.toContain('Loading…');
    expect(reviews).toContain('More reviews');
    // The browser starts from the same first page, so it neither refetches it nor draws it differently.
    const state = JSON.parse(STATE.exec(response.body)?.[1] ?? '{}');
    const list = state.queries.queries.find(
      (query: { queryHash: string }) =>
        query.queryHash === JSON.stringify(['marketplace', 'product', seller.product.slug, 'reviews']),
    );
    expect(list.state.data.pageParams).toEqual([1]);
    expect(list.state.data.pages[0].meta).toMatchObject({ page: 1, perPage: 10, total: 11 });
    expect(list.state.data.pages[0].data[0].body).toBe('Strong <b>stitching</b> & fair price');
  });

  it('answers an unknown product with 404', async () => {
    const response = await get('/p/no-such-product');
    expect(response.statusCode).toBe(404);
  });
});
