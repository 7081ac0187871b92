import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { setBusinessVerified } from '../directory/repository.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const reviewer = await registerUser(t.app);
  const gadgets = await createBusiness(t.app, a.token, {
    name: 'Dhanmondi Gadget House',
    type: 'retail',
    district: 'bd-dhaka',
    city: 'Dhanmondi',
  });
  const tea = await createBusiness(t.app, b.token, {
    name: 'Srimangal Leaf Traders',
    type: 'retail',
    district: 'bd-moulvibazar',
    city: 'Srimangal',
  });
  const books = await createBusiness(t.app, b.token, {
    name: 'Agrabad Book Corner',
    type: 'retail',
    district: 'bd-chattogram',
    city: 'Agrabad',
  });
  await setBusinessVerified(t.database.db, gadgets.id, true);
  const review = await call(t.app, 'PUT', `/api/businesses/${books.slug}/review`, {
    token: reviewer.token,
    body: { rating: 5 },
  });
  expect(review.statusCode, review.body).toBe(200);
  const active = { status: 'active' };
  // Created in this order, one after another: newest last.
  await createProduct(t.app, a.token, gadgets.id, {
    ...active,
    title: 'Samsung Galaxy phone',
    description: 'Android smartphone, 128 GB',
    price: 2_500_000,
    stock: 5,
    marketplace_category: 'electronics',
  });
  await createProduct(t.app, a.token, gadgets.id, {
    ...active,
    title: 'Phone charger',
    description: 'Fast USB charger',
    price: 50_000,
    stock: 0,
    marketplace_category: 'electronics',
    condition: 'used',
  });
  await createProduct(t.app, b.token, tea.id, {
    ...active,
    title: 'Green tea',
    description: 'Fresh leaves from the hills',
    price: 35_000,
    stock: 100,
    marketplace_category: 'food',
  });
  await createProduct(t.app, b.token, tea.id, {
    ...active,
    title: 'প্রিমিয়াম চা পাতা',
    description: 'সিলেটের বাগানের চা',
    price: 60_000,
    stock: 10,
    marketplace_category: 'food',
  });
  await createProduct(t.app, b.token, books.id, {
    ...active,
    title: 'Biryani cookbook',
    description: 'Kacchi biryani at home',
    price: 80_000,
    stock: 3,
    marketplace_category: 'books',
    condition: 'used',
  });
  await createProduct(t.app, b.token, books.id, { title: 'Draft phone book', marketplace_category: 'books' });
  await createProduct(t.app, b.token, books.id, {
    title: 'Archived phone atlas',
    status: 'archived',
    marketplace_category: 'books',
  });
});
afterAll(() => t.close());

interface TSearch {
  data: {
    items: { title: string; price: number; seller: { name: string } }[];
    facets: Record<'category' | 'condition' | 'district', { value: string; count: number }[]>;
  };
  meta: { page: number; perPage: number; total: number; sort: string; similar?: true };
}

async function search(query: string): Promise<TSearch> {
  const response = await call(t.app, 'GET', `/api/marketplace/search${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = (body: TSearch) => body.data.items.map((item) => item.title);
const facet = (body: TSearch, name: 'category' | 'condition' | 'district') =>
  Object.fromEntries(body.data.facets[name].filter((f) => f.count > 0).map((f) => [f.value, f.count]));

describe('GET /api/marketplace/search', () => {
  it('lists every listed product newest first, never drafts or archived ones', async () => {
    const all = await search('');
    expect(all.meta).toEqual({ page: 1, perPage: 24, total: 5, sort: 'newest' });
    expect(titles(all)).toEqual([
      'Biryani cookbook',
      'প্রিমিয়াম চা পাতা',
      'Green tea',
      'Phone charger',
      'Samsung Galaxy phone',
    ]);
  });

  it('answers a product tile with its url, first thumb and seller', async () => {
    const response = await call(t.app, 'GET', '/api/marketplace/search?q=galaxy');
    const [item] = response.json().data.items;
    expect(item).toMatchObject({
      title: 'Samsung Galaxy phone',
      price: 2_500_000,
      stock: 5,
      condition: 'new',
      marketplace_category: 'electronics',
      thumb_url: null,
      seller: {
        name: 'Dhanmondi Gadget House',
        district: 'bd-dhaka',
        city: 'Dhanmondi',
        verified: true,
        rating_avg: 0,
        rating_count: 0,
      },
    });
    expect(item.url).toBe(`http://localhost:3000/p/${item.slug}`);
    expect(item.slug).toMatch(/^samsung-galaxy-phone-[a-z0-9]{6}$/);
  });

  it('finds English and Bengali words, prefixes, and forgives a small typo', async () => {
    expect(titles(await search('?q=tea'))).toEqual(['Green tea']);
    expect(titles(await search('?q=phon'))).toEqual(['Phone charger', 'Samsung Galaxy phone']);
    expect(titles(await search(`?q=${encodeURIComponent('চা')}`))).toEqual(['প্রিমিয়াম চা পাতা']);
    expect(titles(await search(`?q=${encodeURIComponent('সিলেটের')}`))).toEqual(['প্রিমিয়াম চা পাতা']);
    const typo = await search('?q=biriyani');
    expect(titles(typo)).toEqual(['Biryani cookbook']);
    expect(typo.meta.similar).toBe(true);
    expect((await search('?q=zzzqqqxx')).meta.total).toBe(0);
  });

  it('puts titles with every word first when sorting by relevance', async () => {
    // "phone" is in both titles; "android" only in the Galaxy's description.
    const body = await search('?q=phone');
    expect(body.meta.sort).toBe('relevance');
    expect(titles(body)).toEqual(['Phone charger', 'Samsung Galaxy phone']);
    expect(titles(await search('?q=android'))).toEqual(['Samsung Galaxy phone']);
  });

  it('filters by category, price, district, city, condition, stock and the verified badge', async () => {
    expect(titles(await search('?category=food'))).toEqual(['প্রিমিয়াম চা পাতা', 'Green tea']);
    expect(titles(await search('?min_price=50000&max_price=80000'))).toEqual([
      'Biryani cookbook',
      'প্রিমিয়াম চা পাতা',
      'Phone charger',
    ]);
    expect(titles(await search('?district=bd-dhaka'))).toEqual(['Phone charger', 'Samsung Galaxy phone']);
    expect(titles(await search('?district=BD-CHATTOGRAM'))).toEqual(['Biryani cookbook']);
    expect(titles(await search('?city=srimang'))).toEqual(['প্রিমিয়াম চা পাতা', 'Green tea']);
    expect(titles(await search('?condition=used'))).toEqual(['Biryani cookbook', 'Phone charger']);
    expect(titles(await search('?in_stock=true&category=electronics'))).toEqual(['Samsung Galaxy phone']);
    expect(titles(await search('?verified=true'))).toEqual(['Phone charger', 'Samsung Galaxy phone']);
    expect((await search('?verified=false')).meta.total).toBe(3);
  });

  it('sorts by price, newest and seller rating', async () => {
    expect((await search('?sort=price_asc')).data.items.map((item) => item.price)).toEqual([
      35_000, 50_000, 60_000, 80_000, 2_500_000,
    ]);
    expect((await search('?sort=price_desc')).data.items.map((item) => item.price)).toEqual([
      2_500_000, 80_000, 60_000, 50_000, 35_000,
    ]);
    expect(titles(await search('?q=phone&sort=newest'))).toEqual(['Phone charger', 'Samsung Galaxy phone']);
    expect(titles(await search('?sort=rating'))[0]).toBe('Biryani cookbook');
  });

  it('pages', async () => {
    const first = await search('?per_page=2&sort=price_asc');
    const second = await search('?per_page=2&page=2&sort=price_asc');
    const third = await search('?per_page=2&page=3&sort=price_asc');
    expect(first.meta).toMatchObject({ page: 1, perPage: 2, total: 5 });
    expect([...titles(first), ...titles(second), ...titles(third)]).toEqual(
      titles(await search('?sort=price_asc')),
    );
    expect(titles(await search('?per_page=2&page=9'))).toEqual([]);
  });

  it('counts facets with the other filters but not their own', async () => {
    const all = await search('');
    expect(facet(all, 'category')).toEqual({ electronics: 2, food: 2, books: 1 });
    expect(all.data.facets.category).toHaveLength(8);
    expect(facet(all, 'condition')).toEqual({ new: 3, used: 2 });
    expect(all.data.facets.district).toEqual([
      { value: 'bd-dhaka', count: 2 },
      { value: 'bd-moulvibazar', count: 2 },
      { value: 'bd-chattogram', count: 1 },
    ]);
    const electronics = await search('?category=electronics&condition=used');
    expect(electronics.meta.total).toBe(1);
    // Categories of used products; conditions of electronics; districts of used electronics.
    expect(facet(electronics, 'category')).toEqual({ electronics: 1, books: 1 });
    expect(facet(electronics, 'condition')).toEqual({ new: 1, used: 1 });
    expect(facet(electronics, 'district')).toEqual({ 'bd-dhaka': 1 });
    const words = await search('?q=phone&district=bd-moulvibazar');
    expect(words.meta.total).toBe(0);
    expect(facet(words, 'district')).toEqual({ 'bd-dhaka': 2 });
  });

  it('answers 422 with field errors for bad filters', async () => {
    const cases: [string, string][] = [
      ['?category=cars', 'category'],
      ['?min_price=-1', 'min_price'],
      ['?max_price=abc', 'max_price'],
      ['?min_price=500&max_price=100', 'max_price'],
      ['?district=dhaka', 'district'],
      ['?condition=broken', 'condition'],
      ['?in_stock=maybe', 'in_stock'],
      ['?sort=cheapest', 'sort'],
      ['?per_page=49', 'per_page'],
      ['?page=0', 'page'],
    ];
    for (const [query, field] of cases) {
      const response = await call(t.app, 'GET', `/api/marketplace/search${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toEqual([field]);
    }
    const range = await call(t.app, 'GET', '/api/marketplace/search?min_price=500&max_price=100');
    expect(range.json().errors.max_price).toEqual(['The lowest price must not be above the highest price']);
    const condition = await call(t.app, 'GET', '/api/marketplace/search?condition=x', {
      headers: { 'accept-language': 'bn' },
    });
    expect(condition.json().errors.condition).toEqual(['অনুগ্রহ করে নতুন বা ব্যবহৃত বেছে নিন']);
  });

  it('sends a weak ETag and answers 304 to a browser that has the answer', async () => {
    const first = await call(t.app, 'GET', '/api/marketplace/search?q=tea');
    expect(first.headers.etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await call(t.app, 'GET', '/api/marketplace/search?q=tea', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
