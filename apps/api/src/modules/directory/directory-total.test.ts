import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { DIRECTORY_TOTAL_CAP } from './search-directory.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  const owner = await registerUser(t.app);
  // 1,005 businesses named "Zebu …", written straight into the table (quicker than the API).
  await t.database.db.execute(sql`
    INSERT INTO businesses (owner_id, slug, name, type, description, created_at)
    SELECT ${owner.user.id}::uuid, 'zebu-' || i, 'Zebu Dairy ' || i, 'retail',
           CASE WHEN i % 100 = 0 THEN 'Rare yak cheese.' ELSE 'Milk.' END, now() - make_interval(secs => i)
    FROM generate_series(1, 1005) AS i`);
  t.app.directoryCache.clear();
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await call(t.app, 'GET', `/api/businesses${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { name: string }[];
    meta: { page: number; perPage: number; total: number; total_capped?: true };
  };
}

describe('the total of a broad search', () => {
  it('counts up to the cap and says so', async () => {
    expect(DIRECTORY_TOTAL_CAP).toBe(1_000);
    for (const query of ['?q=zebu', '?q=zebu&sort=rating', '?q=dairy&sort=newest', '']) {
      const body = await search(query);
      expect(body.meta, query).toEqual({ page: 1, perPage: 20, total: 1_000, total_capped: true });
      expect(body.data, query).toHaveLength(20);
    }
  });

  it('pages past the cap, without repeating a business', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 11; page += 1) {
      const body = await search(`?q=zebu&per_page=100&page=${page}`);
      for (const row of body.data) seen.add(row.name);
      expect(body.data).toHaveLength(page === 11 ? 5 : 100);
    }
    expect(seen.size).toBe(1_005);
    expect((await search('?q=zebu&per_page=100&page=12')).data).toEqual([]);
  });

  it('answers the exact total, without the flag, when fewer match', async () => {
    const body = await search('?q=yak');
    expect(body.meta).toEqual({ page: 1, perPage: 20, total: 10 });
    expect(body.data.map((row) => row.name)[0]).toBe('Zebu Dairy 100');
    expect((await search('?q=yak&per_page=3&page=4')).meta).toEqual({ page: 4, perPage: 3, total: 10 });
  });
});
