import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createCategory, createProduct } from './directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

describe('the public business page', () => {
  it('answers the profile, categories with active products, active products and reviews', async () => {
    const owner = await registerUser(t.app);
    const visitor = await registerUser(t.app, { name: 'Visitor' });
    const business = await createBusiness(t.app, owner.token, {
      description: 'Tea & snacks <b>since</b> 1998',
      phone: '01712345678',
      address: 'Road 5, Dhanmondi',
      city: 'Dhaka',
    });
    const tea = await createCategory(t.app, owner.token, business.id, 'Tea');
    await createCategory(t.app, owner.token, business.id, 'Empty');
    await createProduct(t.app, owner.token, business.id, {
      title: 'Live',
      status: 'active',
      category_id: tea.id,
    });
    await createProduct(t.app, owner.token, business.id, { title: 'Hidden draft', category_id: tea.id });
    await call(t.app, 'PUT', `/api/businesses/${business.slug}/review`, {
      token: visitor.token,
      body: { rating: 4, body: 'Good' },
    });

    const anonymous = await call(t.app, 'GET', `/api/businesses/${business.slug}`);
    expect(anonymous.statusCode).toBe(200);
    const page = anonymous.json().data;
    expect(page.business).toMatchObject({ name: 'Dhaka Tea House', rating: { average: 4, count: 1 } });
    expect(page.business.actions.call).toBe('tel:+8801712345678');
    expect(page.business.actions.directions).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Road 5, Dhanmondi, Dhaka')}`,
    );
    expect(
      page.categories.map((c: { name: string; product_count: number }) => [c.name, c.product_count]),
    ).toEqual([['Tea', 1]]);
    expect(page.products.map((p: { title: string }) => p.title)).toEqual(['Live']);
    expect(page.product_total).toBe(1);
    expect(page.reviews).toHaveLength(1);
    expect(page).toMatchObject({ my_review: null, is_owner: false });

    const signedIn = (
      await call(t.app, 'GET', `/api/businesses/${business.slug}`, { token: visitor.token })
    ).json().data;
    expect(signedIn.my_review).toMatchObject({ rating: 4, mine: true });
    const asOwner = (
      await call(t.app, 'GET', `/api/businesses/${business.slug}`, { token: owner.token })
    ).json().data;
    expect(asOwner.is_owner).toBe(true);

    const products = await call(
      t.app,
      'GET',
      `/api/businesses/${business.slug}/products?category_id=${tea.id}`,
    );
    expect(products.json().meta.total).toBe(1);
    expect((await call(t.app, 'GET', '/api/businesses/nobody-here')).statusCode).toBe(404);
  });

  it('is cached for everyone alike, yet shows every change made through the API at once', async () => {
    const owner = await registerUser(t.app);
    const visitor = await registerUser(t.app, { name: 'Cached Visitor' });
    const business = await createBusiness(t.app, owner.token, { name: 'Cache Corner' });
    const read = async (token?: string) => {
      const response = await call(t.app, 'GET', `/api/businesses/${business.slug}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    expect((await read()).products).toEqual([]);
    expect(t.app.directoryCache.get(`page:${business.slug}`)).toBeDefined();

    const product = await createProduct(t.app, owner.token, business.id, {
      title: 'Fresh',
      status: 'active',
    });
    expect((await read()).products.map((p: { title: string }) => p.title)).toEqual(['Fresh']);

    await call(t.app, 'PATCH', `/api/my/products/${product.id}`, {
      token: owner.token,
      body: { status: 'archived' },
    });
    expect((await read()).products).toEqual([]);

    await call(t.app, 'PUT', `/api/businesses/${business.slug}/review`, {
      token: visitor.token,
      body: { rating: 5, body: 'Lovely' },
    });
    // The viewer's own review and ownership are read per request, never from the shared entry.
    const seenByVisitor = await read(visitor.token);
    expect(seenByVisitor.my_review).toMatchObject({ rating: 5 });
    expect(seenByVisitor.is_owner).toBe(false);
    const seenByOwner = await read(owner.token);
    expect(seenByOwner.my_review).toBeNull();
    expect(seenByOwner.is_owner).toBe(true);
    expect(seenByOwner.business.rating).toEqual({ average: 5, count: 1 });

    await call(t.app, 'PATCH', `/api/my/businesses/${business.id}`, {
      token: owner.token,
      body: { name: 'Cache Corner Renamed' },
    });
    expect((await read()).business.name).toBe('Cache Corner Renamed');
  });

  it('serves /b/:slug as the web app with the business’s title and Open Graph tags, escaped', async () => {
    const owner = await registerUser(t.app);
    const business = await createBusiness(t.app, owner.token, {
      name: 'Tea "House" <Dhaka>',
      description: 'Tea & snacks since 1998',
      city: 'Dhaka',
    });
    const response = await t.app.inject({ method: 'GET', url: `/b/${business.slug}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Tea "House" &lt;Dhaka&gt; (Dhaka, BD) · Haat</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Tea &quot;House&quot; &lt;Dhaka&gt; (Dhaka, BD) · Haat">',
    );
    expect(html).toContain('<meta property="og:description" content="Tea &amp; snacks since 1998">');
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/b/${business.slug}">`);
    expect(html).toContain('<meta name="csrf-token"');
    expect(html).not.toContain('<Dhaka>');

    const missing = await t.app.inject({ method: 'GET', url: '/b/no-such-business' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Business not found');
  });

  it('lists the places with their number of businesses: districts once, other cities case and spaces folded', async () => {
    const owner = await registerUser(t.app);
    const abroad = { country: 'AE' };
    await createBusiness(t.app, owner.token, { name: 'One', city: 'Sharjah', ...abroad });
    await createBusiness(t.app, owner.token, { name: 'Two', city: 'sharjah', ...abroad });
    await createBusiness(t.app, owner.token, { name: 'Three', city: ' Sharjah ', ...abroad });
    await createBusiness(t.app, owner.token, { name: 'Four', city: 'Natore' });
    await createBusiness(t.app, owner.token, { name: 'Five' });

    const response = await call(t.app, 'GET', '/api/directory/cities');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const cities: { city: string; district: string | null; count: number }[] = response.json().data;
    expect(cities.find((row) => row.city.toLowerCase() === 'sharjah')).toEqual({
      city: 'Sharjah',
      district: null,
      count: 3,
    });
    // A district of Bangladesh is listed by its code (the app names it in the reader's language).
    expect(cities.find((row) => row.district === 'bd-natore')).toEqual({
      city: 'bd-natore',
      district: 'bd-natore',
      count: 1,
    });
    expect(cities.every((row) => row.city.trim() === row.city && row.city !== '')).toBe(true);
    const counts = cities.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // The filter of the directory takes the city as listed.
    const found = await call(t.app, 'GET', '/api/businesses?city=Sharjah');
    expect(found.json().meta.total).toBe(3);
    expect((await call(t.app, 'GET', '/api/businesses?city=bd-natore')).json().meta.total).toBe(1);
  });
});
