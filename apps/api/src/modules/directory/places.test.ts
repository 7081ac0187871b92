import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BD_DISTRICTS, districtOfName } from '@haat/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { migrationsFolder } from '../../db/migrate.ts';
import { businesses } from '../../db/schema/directory.ts';
import { createBusiness } from './directory-test-helpers.ts';

let t: TTestApp;
let owner: { token: string; user: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  owner = await registerUser(t.app);
});
afterAll(() => t.close());

async function cities() {
  const response = await call(t.app, 'GET', '/api/directory/cities');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { city: string; district: string | null; count: number }[];
}

async function total(query: string) {
  const response = await call(t.app, 'GET', `/api/businesses${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().meta as { total: number }).total;
}

describe('places of businesses in Bangladesh', () => {
  it('stores a district code with the city or area as written', async () => {
    const made = await createBusiness(t.app, owner.token, {
      name: 'Gulshan Bakery',
      district: 'bd-dhaka',
      city: 'Gulshan',
    });
    expect(made).toMatchObject({ district: 'bd-dhaka', city: 'Gulshan', country: 'BD' });
  });

  it('counts every spelling of a district as one place, and filters by it', async () => {
    for (const [name, city] of [
      ['Dhaka spelt in English', 'Dhaka'],
      ['Dhaka spelt in Bengali', 'ঢাকা'],
      ['Dhaka with a space', 'dhaka '],
    ])
      expect(await createBusiness(t.app, owner.token, { name, city })).toMatchObject({
        district: 'bd-dhaka',
        city: null,
      });
    const dhaka = (await cities()).filter((row) => row.district === 'bd-dhaka');
    expect(dhaka).toEqual([{ city: 'bd-dhaka', district: 'bd-dhaka', count: 4 }]);
    expect(await total('?city=bd-dhaka')).toBe(4);
    expect(await total(`?city=${encodeURIComponent('ঢাকা')}`)).toBe(4);
    expect(await total('?city=Dhaka')).toBe(4);
  });

  it('answers 422 with a clear message for an unknown district, and changes nothing', async () => {
    const before = await total('');
    const response = await call(t.app, 'POST', '/api/my/businesses', {
      token: owner.token,
      body: { name: 'Nowhere Shop', type: 'retail', district: 'bd-atlantis' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.district).toEqual(['Please choose a district of Bangladesh from the list']);
    expect(await total('')).toBe(before);
  });

  it('keeps free text for other countries, and refuses a district there', async () => {
    const dubai = await createBusiness(t.app, owner.token, {
      name: 'Dubai Spices',
      country: 'AE',
      city: 'Dubai',
    });
    expect(dubai).toMatchObject({ city: 'Dubai', district: null, country: 'AE' });
    const elsewhere = await createBusiness(t.app, owner.token, {
      name: 'Namesake',
      country: 'IN',
      city: 'Dhaka',
    });
    expect(elsewhere).toMatchObject({ city: 'Dhaka', district: null });
    expect((await cities()).find((row) => row.city === 'Dubai')).toEqual({
      city: 'Dubai',
      district: null,
      count: 1,
    });
    const refused = await call(t.app, 'POST', '/api/my/businesses', {
      token: owner.token,
      body: { name: 'Wrong Place', type: 'retail', country: 'AE', district: 'bd-dhaka' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.district).toEqual([
      'A district can be chosen only for a business in Bangladesh',
    ]);
    // Moving a Bangladeshi business abroad drops its district.
    const moved = await call(t.app, 'PATCH', `/api/my/businesses/${dubai.id}`, {
      token: owner.token,
      body: { country: 'BD', district: 'bd-sylhet' },
    });
    expect(moved.json().data).toMatchObject({ district: 'bd-sylhet' });
    const abroad = await call(t.app, 'PATCH', `/api/my/businesses/${dubai.id}`, {
      token: owner.token,
      body: { country: 'AE' },
    });
    expect(abroad.json().data).toMatchObject({ district: null, country: 'AE', city: 'Dubai' });
  });
});

describe('migration 0006: existing free-text cities', () => {
  /** The migration's statements after the generated ones: the name→district function and the update. */
  function normalisation(): string[] {
    const text = readFileSync(join(migrationsFolder(), '0006_places_and_quality.sql'), 'utf8');
    return text
      .split('--> statement-breakpoint')
      .filter((part) => /bd_district_of_place/.test(part))
      .map((part) => part.trim());
  }

  it('maps old spellings to districts and leaves unknown places as text', async () => {
    const db = t.database.db;
    const old = [
      ['BD', 'Dhaka'],
      ['BD', 'ঢাকা'],
      ['BD', 'dhaka '],
      ['BD', 'Chittagong'],
      ['BD', 'Chattogram'],
      ['BD', 'চট্টগ্রাম'],
      ['BD', 'Comilla'],
      ['BD', 'Gulshan'],
      ['IN', 'Dhaka'],
    ] as const;
    const rows = await db
      .insert(businesses)
      .values(
        old.map(([country, city], index) => ({
          ownerId: owner.user.id,
          slug: `old-place-${index}`,
          name: `Old place ${index}`,
          type: 'retail' as const,
          country,
          city,
        })),
      )
      .returning({ id: businesses.id });
    const statements = normalisation();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await db.execute(sql.raw(statement));
    const after = await db.execute<{ slug: string; city: string | null; district: string | null }>(
      sql`SELECT slug, city, district FROM businesses WHERE id = ANY(${sql.param(rows.map((r) => r.id))}::uuid[]) ORDER BY slug`,
    );
    expect(after.rows.map((row) => [row.district, row.city])).toEqual([
      ['bd-dhaka', null],
      ['bd-dhaka', null],
      ['bd-dhaka', null],
      ['bd-chattogram', null],
      ['bd-chattogram', null],
      ['bd-chattogram', null],
      ['bd-cumilla', null],
      [null, 'Gulshan'],
      [null, 'Dhaka'],
    ]);
  });

  it('names every district as the app does (each name in nine languages and each alias)', async () => {
    const names = BD_DISTRICTS.flatMap((d) => [...Object.values(d.names), ...d.aliases]);
    const result = await t.database.db.execute<{ name: string; code: string | null }>(
      sql`SELECT name, bd_district_of_place(name) AS code FROM unnest(${sql.param(names)}::text[]) AS name`,
    );
    const mismatches = result.rows.filter((row) => row.code !== districtOfName(row.name));
    expect(mismatches).toEqual([]);
    expect(result.rows.filter((row) => row.code === null)).toEqual([]);
  });
});
