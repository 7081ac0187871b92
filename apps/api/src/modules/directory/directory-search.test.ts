import { isOpenAt } from '@haat/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness } from './directory-test-helpers.ts';
import { directoryTsquery, setBusinessVerified } from './repository.ts';

let t: TTestApp;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const made = [
    [
      a,
      {
        name: 'Star Kabab & Restaurant',
        type: 'restaurant',
        city: 'Dhaka',
        description: 'Kacchi biryani, kabab and naan in Dhanmondi.',
      },
    ],
    [
      a,
      {
        name: 'পুরান ঢাকার বিরিয়ানি ঘর',
        type: 'restaurant',
        city: 'Dhaka',
        description: 'ঐতিহ্যবাহী কাচ্চি বিরিয়ানি ও বোরহানি',
      },
    ],
    [
      b,
      {
        name: 'Sylhet Tea Garden Shop',
        type: 'retail',
        city: 'Sylhet',
        description: 'Fresh leaf tea from Srimangal estates.',
      },
    ],
    [
      b,
      {
        name: 'Karnaphuli Electronics',
        type: 'retail',
        city: 'Chattogram',
        description: 'Mobile phones, chargers and repairs.',
      },
    ],
    [
      b,
      {
        name: 'Rajshahi Silk Weavers',
        type: 'manufacturing',
        city: 'Rajshahi',
        description: 'Hand-woven silk sarees.',
      },
    ],
  ] as const;
  for (const [owner, body] of made) ids[body.name] = (await createBusiness(t.app, owner.token, body)).id;
  await setBusinessVerified(t.database.db, ids['Karnaphuli Electronics'] ?? '', true);
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await call(t.app, 'GET', `/api/businesses${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { name: string }[];
    meta: { total: number; page: number; perPage: number };
  };
}
const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name);

describe('GET /api/businesses', () => {
  it('lists every business, the verified one first, then newest first, with paging', async () => {
    const all = await search('');
    expect(all.meta).toEqual({ page: 1, perPage: 20, total: 5 });
    expect(names(all).slice(0, 2)).toEqual(['Karnaphuli Electronics', 'Rajshahi Silk Weavers']);
    const page2 = await search('?per_page=2&page=2');
    expect(page2.data).toHaveLength(2);
    expect(page2.meta.total).toBe(5);
    expect((await search('?page=9')).data).toEqual([]);
  });

  it('finds words in the name and description, and prefixes', async () => {
    expect(names(await search('?q=kabab'))).toEqual(['Star Kabab & Restaurant']);
    expect(names(await search('?q=srimangal'))).toEqual(['Sylhet Tea Garden Shop']);
    expect(names(await search('?q=electro'))).toEqual(['Karnaphuli Electronics']);
  });

  it('forgives a misspelt English word', async () => {
    expect(names(await search('?q=resturant'))).toContain('Star Kabab & Restaurant');
    expect(names(await search('?q=electornics'))).toEqual(['Karnaphuli Electronics']);
    expect(names(await search('?q=biriyani'))).toContain('Star Kabab & Restaurant');
  });

  it('finds a Bengali word, also misspelt', async () => {
    expect(names(await search(`?q=${encodeURIComponent('বিরিয়ানি')}`))).toEqual(['পুরান ঢাকার বিরিয়ানি ঘর']);
    expect(names(await search(`?q=${encodeURIComponent('বোরহানী')}`))).toEqual(['পুরান ঢাকার বিরিয়ানি ঘর']);
  });

  it('filters by type, city and the verified badge', async () => {
    expect(names(await search('?type=manufacturing'))).toEqual(['Rajshahi Silk Weavers']);
    expect(names(await search('?city=sylhet'))).toEqual(['Sylhet Tea Garden Shop']);
    expect(names(await search('?verified=true'))).toEqual(['Karnaphuli Electronics']);
    expect((await search('?verified=false')).meta.total).toBe(4);
    expect(names(await search('?q=tea&type=restaurant'))).toEqual([]);
  });

  it('answers an empty list when nothing matches, and for a query of symbols only', async () => {
    const none = await search('?q=zzzqqqxxx');
    expect(none.data).toEqual([]);
    expect(none.meta.total).toBe(0);
    expect((await search(`?q=${encodeURIComponent('&|!:*()')}`)).meta.total).toBe(5);
  });

  it('caches searches, and shows a change made through the API at once', async () => {
    const owner = await registerUser(t.app);
    const made = await createBusiness(t.app, owner.token, { name: 'Zanzibar Spice Corner', type: 'retail' });
    expect(names(await search('?q=zanzibar'))).toEqual(['Zanzibar Spice Corner']);
    expect(t.app.directoryCache.size).toBeGreaterThan(0);

    const renamed = await call(t.app, 'PATCH', `/api/my/businesses/${made.id}`, {
      token: owner.token,
      body: { name: 'Zanzibar Tea Corner' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(names(await search('?q=zanzibar'))).toEqual(['Zanzibar Tea Corner']);

    // A change made outside the API (staff tools, scripts) shows once the cache is cleared.
    await setBusinessVerified(t.database.db, made.id, true);
    expect(names(await search('?q=zanzibar&verified=true'))).toEqual(['Zanzibar Tea Corner']);
    await setBusinessVerified(t.database.db, made.id, false);
    expect(names(await search('?q=zanzibar&verified=true'))).toEqual(['Zanzibar Tea Corner']);
    t.app.directoryCache.clear();
    expect(names(await search('?q=zanzibar&verified=true'))).toEqual([]);

    const removed = await call(t.app, 'DELETE', `/api/my/businesses/${made.id}`, { token: owner.token });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(names(await search('?q=zanzibar'))).toEqual([]);
  });

  it('sorts by rating', async () => {
    const reviewer = await registerUser(t.app);
    const slug = async (name: string) =>
      (await call(t.app, 'GET', `/api/businesses?q=${encodeURIComponent(name)}`)).json().data[0].slug;
    await call(t.app, 'PUT', `/api/businesses/${await slug('Rajshahi Silk')}/review`, {
      token: reviewer.token,
      body: { rating: 5 },
    });
    await call(t.app, 'PUT', `/api/businesses/${await slug('Sylhet Tea')}/review`, {
      token: reviewer.token,
      body: { rating: 3 },
    });
    const sorted = await search('?sort=rating');
    expect(names(sorted).slice(0, 2)).toEqual(['Rajshahi Silk Weavers', 'Sylhet Tea Garden Shop']);
    expect(sorted.data[0]).toMatchObject({ rating: { average: 5, count: 1 } });
  });

  it.each([
    ['?type=bank', 'type'],
    ['?sort=cheapest', 'sort'],
    ['?page=0', 'page'],
    ['?per_page=1000', 'per_page'],
    ['?verified=maybe', 'verified'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s', async (query, field) => {
    const response = await call(t.app, 'GET', `/api/businesses${query}`);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('widens an unknown word with similar known words, and keeps known words exact', async () => {
    const db = t.database.db;
    const tsquery = async (words: string[]) => {
      const query = await directoryTsquery(db, words);
      return (await db.execute<{ q: string }>(sql`SELECT (${query})::text AS q`)).rows[0]?.q;
    };
    // (`restaurant` is the closest known word; the type's words in other languages follow.)
    expect(await tsquery(['resturant'])).toMatch(/^'resturant':\* \| 'restaurant'( \| '[^']+')*$/);
    expect(await tsquery(['kabab', 'tea'])).toBe("'kabab':* & 'tea':*");
    expect(await tsquery(['বোরহানী'])).toContain("'বোরহানি'");
    const plan = await t.database.pool.query(
      `EXPLAIN SELECT word FROM directory_words WHERE word % 'resturant'`,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/directory_words/);
  });
});

describe('open now', () => {
  const hours = {
    mon: { open: '09:00', close: '17:00' },
    tue: null,
    wed: null,
    thu: null,
    fri: { open: '20:00', close: '02:00' },
    sat: null,
    sun: null,
  };
  it('reads the hours in the business’s time zone, including past midnight', () => {
    // Monday 2026-11-23 04:00 UTC = 10:00 in Dhaka.
    expect(isOpenAt(hours, 'Asia/Dhaka', new Date('2026-11-23T04:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Asia/Dhaka', new Date('2026-11-23T12:00:00Z'))).toBe(false);
    // Saturday 01:00 in Dhaka (Friday 19:00 UTC) is still Friday night.
    expect(isOpenAt(hours, 'Asia/Dhaka', new Date('2026-11-27T19:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, 'Asia/Dhaka', new Date('2026-11-27T21:00:00Z'))).toBe(false);
    // 10:00 UTC on Monday is 10:00 in London, 16:00 in Dhaka.
    expect(isOpenAt(hours, 'Europe/London', new Date('2026-11-23T10:00:00Z'))).toBe(true);
  });
});
