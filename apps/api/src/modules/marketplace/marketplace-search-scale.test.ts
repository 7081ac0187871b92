import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { setBusinessVerified } from '../directory/repository.ts';

/*
 * The search at scale (decision 055, migration 0011): the seller's district, city, badge and rating
 * are read from the products' copy of them, which must follow every change of the business; and
 * above 1,000 matches the total is "1,000+" and the pages still follow each other.
 */

let t: TTestApp;
let owner: { token: string };
let shop: { id: string; slug: string };
let bulk: { id: string };
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await registerUser(t.app);
  shop = await createBusiness(t.app, owner.token, {
    name: 'Comilla Khadi Corner',
    type: 'retail',
    district: 'bd-cumilla',
    city: 'Kandirpar',
  });
  await createProduct(t.app, owner.token, shop.id, {
    status: 'active',
    title: 'Khadi panjabi',
    price: 150_000,
    stock: 4,
    marketplace_category: 'clothing',
  });
  bulk = await createBusiness(t.app, owner.token, { name: 'Bulk Lantern Depot', type: 'retail' });
});
afterAll(() => t.close());

interface TSearch {
  data: {
    items: { title: string; price: number; seller: { district: string | null; verified: boolean } }[];
    facets: Record<'category' | 'condition' | 'district', { value: string; count: number }[]>;
  };
  meta: { total: number; total_capped?: true; facets_capped?: true };
}

async function search(query: string): Promise<TSearch> {
  const response = await call(t.app, 'GET', `/api/marketplace/search${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const titles = (body: TSearch) => body.data.items.map((item) => item.title);

describe('marketplace search: the seller copied onto products', () => {
  it('follows a change of the seller’s district, city, badge and rating', async () => {
    expect(titles(await search('?q=khadi&district=bd-cumilla'))).toEqual(['Khadi panjabi']);
    expect(titles(await search('?q=khadi&verified=true'))).toEqual([]);

    const moved = await call(t.app, 'PATCH', `/api/my/businesses/${shop.id}`, {
      token: owner.token,
      body: { district: 'bd-sylhet', city: 'Zindabazar' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await setBusinessVerified(t.database.db, shop.id, true);
    t.app.directoryCache.clear();

    expect(titles(await search('?q=khadi&district=bd-cumilla'))).toEqual([]);
    const now = await search('?q=khadi&district=bd-sylhet&city=zinda&verified=true');
    expect(titles(now)).toEqual(['Khadi panjabi']);
    expect(now.data.items[0]?.seller).toMatchObject({ district: 'bd-sylhet', verified: true });
    expect(now.data.facets.district).toEqual([{ value: 'bd-sylhet', count: 1 }]);
    expect(titles(await search('?q=khadi&city=kandirpar'))).toEqual([]);
  });

  it('orders by the seller’s current rating', async () => {
    const other = await registerUser(t.app);
    const rival = await createBusiness(t.app, other.token, { name: 'Rival Khadi Ghor', type: 'retail' });
    await createProduct(t.app, other.token, rival.id, {
      status: 'active',
      title: 'Khadi shawl',
      price: 90_000,
      marketplace_category: 'clothing',
    });
    const reviewer = await registerUser(t.app);
    const review = await call(t.app, 'PUT', `/api/businesses/${rival.slug}/review`, {
      token: reviewer.token,
      body: { rating: 4 },
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(titles(await search('?q=khadi&sort=rating'))).toEqual(['Khadi shawl', 'Khadi panjabi']);
    const better = await call(t.app, 'PUT', `/api/businesses/${shop.slug}/review`, {
      token: reviewer.token,
      body: { rating: 5 },
    });
    expect(better.statusCode, better.body).toBe(200);
    expect(titles(await search('?q=khadi&sort=rating'))).toEqual(['Khadi panjabi', 'Khadi shawl']);
  });
});

describe('marketplace search above 1,000 matches', () => {
  beforeAll(async () => {
    // 1,200 lanterns, straight into the table (the API would take minutes); the triggers fill the
    // seller copy and the word list as for any insert.
    await t.database.db.execute(sql`
      INSERT INTO products (seller_id, business_id, marketplace_category, slug, title, description, price, stock,
        status, condition, created_at)
      SELECT b.owner_id, b.id, CASE WHEN n % 3 = 0 THEN 'home_goods' ELSE 'other' END, 'lantern-' || n,
             'Lantern ' || n, 'brass lantern', 1000 + n, n % 5, 'active',
             CASE WHEN n % 4 = 0 THEN 'used' ELSE 'new' END, now() - make_interval(secs => n)
      FROM businesses b CROSS JOIN generate_series(1, 1200) AS n WHERE b.id = ${bulk.id}`);
    t.app.directoryCache.clear();
  });

  it('says "1,000+" and keeps paging', async () => {
    const first = await search('?q=lantern&sort=price_asc&per_page=48');
    expect(first.meta).toMatchObject({ total: 1000, total_capped: true, facets_capped: true });
    expect(first.data.items.map((item) => item.price)).toEqual(
      Array.from({ length: 48 }, (_, i) => 1_001 + i),
    );
    const far = await search('?q=lantern&sort=price_asc&per_page=48&page=25');
    expect(far.data.items.map((item) => item.price)).toEqual(
      Array.from({ length: 48 }, (_, i) => 1_001 + 24 * 48 + i),
    );
    expect(titles(await search('?q=lantern&sort=newest&per_page=2'))).toEqual(['Lantern 1', 'Lantern 2']);
    // Fewer than the cap under a facet filter: counted exactly.
    const used = await search('?q=lantern&condition=used');
    expect(used.meta.total).toBe(300);
    expect(used.meta.total_capped).toBeUndefined();
    // Relevance: every lantern has the word in its title, newest first, across pages.
    const relevant = await search('?q=lantern&per_page=48&page=2');
    expect(titles(relevant)[0]).toBe('Lantern 49');
    const described = await search('?q=brass&per_page=48&page=3');
    expect(titles(described)[0]).toBe('Lantern 97');
    expect((await search('?q=brass&per_page=48&page=26')).data.items).toEqual([]);
  });

  it('matches a word through the listed words it begins, numbers and very common beginnings as prefixes', async () => {
    expect((await search('?q=lant&condition=used')).meta.total).toBe(300);
    // 11, 110–119 and 1100–1199: numbers are not in the word list.
    expect((await search('?q=11')).meta.total).toBe(111);
    expect((await search('?q=lanter+11&condition=new')).meta.total).toBe(84);
    // More listed words than MARKET_MAX_COMPLETIONS begin with "lantern": a prefix again.
    await t.database.db.execute(
      sql`INSERT INTO product_words (word) SELECT 'lanternx' || n FROM generate_series(1, 20) AS n`,
    );
    t.app.directoryCache.clear();
    expect((await search('?q=lantern&condition=used')).meta.total).toBe(300);
  });

  it('reads a category of more than 1,000 matches through that category’s indexes, in order', async () => {
    // 300 more lanterns, all "other": 1,100 of them, older than the first 1,200.
    await t.database.db.execute(sql`
      INSERT INTO products (seller_id, business_id, marketplace_category, slug, title, description, price, stock,
        status, condition, created_at)
      SELECT b.owner_id, b.id, 'other', 'lantern-' || n, 'Lantern ' || n, 'brass lantern', 1000 + n, 1,
             'active', 'new', now() - make_interval(secs => n)
      FROM businesses b CROSS JOIN generate_series(1201, 1500) AS n WHERE b.id = ${bulk.id}`);
    t.app.directoryCache.clear();
    const others = Array.from({ length: 1500 }, (_, i) => i + 1).filter((n) =>
      n <= 1200 ? n % 3 !== 0 : true,
    );

    const byPrice = await search('?q=lantern&category=other&sort=price_asc&per_page=48&page=3');
    expect(byPrice.meta).toMatchObject({ total: 1000, total_capped: true });
    expect(byPrice.data.items.map((item) => item.price)).toEqual(others.slice(96, 144).map((n) => 1000 + n));
    const dearest = await search('?category=other&sort=price_desc&per_page=3');
    expect(dearest.data.items.map((item) => item.price)).toEqual([2500, 2499, 2498]);
    expect(titles(await search('?category=other&per_page=4'))).toEqual(
      others.slice(0, 4).map((n) => `Lantern ${n}`),
    );
    // Relevance: the title tier of the category, newest first, then past its end.
    const relevant = await search('?q=lantern&category=other&per_page=48&page=2');
    expect(titles(relevant)).toEqual(others.slice(48, 96).map((n) => `Lantern ${n}`));
    // The 400 home goods: counted exactly, apart from the 1,001 matches read for the facets.
    const home = await search('?q=lantern&category=home_goods');
    expect(home.meta.total).toBe(400);
    expect(home.meta.total_capped).toBeUndefined();
  });
});
