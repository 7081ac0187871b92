import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { businesses } from '../../db/schema/directory.ts';
import { createBusiness } from './directory-test-helpers.ts';
import { setBusinessVerified } from './repository.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function list(query = '') {
  const response = await call(t.app, 'GET', `/api/businesses${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: { id: string; name: string }[]; meta: { total: number } };
}

describe('the directory without search words ("best match")', () => {
  it('puts a complete, reviewed, verified business above a bare newer one', async () => {
    const owner = await registerUser(t.app);
    const complete = await createBusiness(t.app, owner.token, {
      name: 'Complete Tea House',
      description: 'Tea, snacks and a quiet corner to work.',
      phone: '+8801711223344',
      address: 'Road 2, Dhanmondi',
      district: 'bd-dhaka',
      location: { lat: 23.74, lng: 90.37 },
      website: 'https://tea.example',
      hours: { mon: { open: '09:00', close: '21:00' } },
    });
    await setBusinessVerified(t.database.db, complete.id, true);
    for (const rating of [5, 4]) {
      const reviewer = await registerUser(t.app);
      const review = await call(t.app, 'PUT', `/api/businesses/${complete.slug}/review`, {
        token: reviewer.token,
        body: { rating, body: 'Good tea.' },
      });
      expect(review.statusCode, review.body).toBe(200);
    }
    const bare = await createBusiness(t.app, owner.token, { name: 'Bare New Shop', type: 'retail' });

    const best = await list();
    expect(best.data.map((row) => row.name)).toEqual(['Complete Tea House', 'Bare New Shop']);
    // The other orders are unchanged: newest first on request.
    expect((await list('?sort=newest')).data.map((row) => row.id)).toEqual([bare.id, complete.id]);
  });

  it('pages through equal businesses without skipping or repeating one', async () => {
    const owner = await registerUser(t.app);
    const same = new Date('2026-01-01T00:00:00Z');
    await t.database.db.insert(businesses).values(
      Array.from({ length: 7 }, (_, index) => ({
        ownerId: owner.user.id,
        slug: `twin-${index}`,
        name: `Twin ${index}`,
        type: 'retail' as const,
        createdAt: same,
        updatedAt: same,
      })),
    );
    t.app.directoryCache.clear(); // written outside the API (decision 043)
    const all = await list('?per_page=100');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.meta.total / 2); page += 1)
      seen.push(...(await list(`?per_page=2&page=${page}`)).data.map((row) => row.id));
    expect(seen).toEqual(all.data.map((row) => row.id));
    expect(new Set(seen).size).toBe(all.meta.total);
    // The twins (same quality, same time) come in one fixed order: by id.
    const twins = all.data.filter((row) => row.name.startsWith('Twin '));
    expect(twins.map((row) => row.id)).toEqual(
      twins
        .map((row) => row.id)
        .sort()
        .reverse(),
    );
  });

  it('scores completeness (10 each), the badge (40) and reviews, and follows changes', async () => {
    const quality = async (name: string) => {
      const result = await t.database.db.execute<{ quality: number }>(
        sql`SELECT quality FROM ${businesses} WHERE name = ${name}`,
      );
      return result.rows[0]?.quality;
    };
    expect(await quality('Bare New Shop')).toBe(0);
    // Six of eight profile checks (no logo, no cover), verified, two reviews averaging 4.5:
    // 60 + 40 + 2 + round(30 × ((9 + 15) / (2 + 5) − 3)) = 115.
    expect(await quality('Complete Tea House')).toBe(115);
    const [row] = await t.database.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(sql`${businesses.name} = 'Complete Tea House'`);
    await setBusinessVerified(t.database.db, row?.id ?? '', false);
    expect(await quality('Complete Tea House')).toBe(75);
  });
});
