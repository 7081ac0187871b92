import { readFileSync } from 'node:fs';
import { BD_DISTRICTS, BUSINESS_TYPES, LANGUAGE_CODES } from '@haat/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness } from './directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  const owner = await registerUser(t.app);
  for (const body of [
    { name: 'Star Kabab & Restaurant', type: 'restaurant', city: 'Dhaka' },
    { name: 'Nanna Biryani', type: 'restaurant', city: 'Dhaka', description: 'Old town kacchi.' },
    { name: 'Gulshan Tailors', type: 'service', district: 'bd-dhaka', city: 'Gulshan' },
    { name: 'Sylhet Tea Garden Shop', type: 'retail', city: 'Sylhet' },
    { name: 'Dubai Spice Souk', type: 'retail', country: 'AE', city: 'Deira' },
  ])
    await createBusiness(t.app, owner.token, body);
});
afterAll(() => t.close());

async function names(q: string): Promise<string[]> {
  const response = await call(t.app, 'GET', `/api/businesses?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { name: string }[]).map((row) => row.name);
}

describe('searching by type and place', () => {
  it('finds every business of a district by its name in any language, and an area as written', async () => {
    const dhaka = ['Gulshan Tailors', 'Nanna Biryani', 'Star Kabab & Restaurant'];
    for (const q of ['Dhaka', 'dhak', 'ঢাকা', 'Dacca', 'Дакка'])
      expect((await names(q)).sort(), q).toEqual(dhaka);
    expect(await names('Dhakka')).toEqual(expect.arrayContaining(dhaka)); // a typo
    expect(await names('Deira')).toEqual(['Dubai Spice Souk']);
    expect(await names('kacchi dhaka')).toEqual(['Nanna Biryani']);
  });

  it('finds every business of a type by the type in any language, names with the word first', async () => {
    const restaurants = ['Star Kabab & Restaurant', 'Nanna Biryani'];
    expect(await names('restaurant')).toEqual(restaurants);
    expect((await names('রেস্তোরাঁ')).sort()).toEqual([...restaurants].sort());
    expect((await names('Ristorante')).sort()).toEqual([...restaurants].sort());
    expect(await names('service')).toEqual(['Gulshan Tailors']);
  });

  it('keeps the words of the migration in step with the districts and the type labels', async () => {
    const words = async (type: string, district: string | null) =>
      (
        await t.database.db.execute<{ words: string }>(
          sql`SELECT directory_facet_words(${type}, ${district}, NULL) AS words`,
        )
      ).rows[0]?.words.split(' ') ?? [];
    for (const district of BD_DISTRICTS) {
      const expected = [...Object.values(district.names), ...district.aliases].flatMap((name) =>
        name.normalize('NFC').toLowerCase().split(' '),
      );
      expect(await words('retail', district.code), district.code).toEqual(expect.arrayContaining(expected));
    }
    for (const type of BUSINESS_TYPES) {
      const labels = LANGUAGE_CODES.map((lang) => {
        const file = new URL(`../../../../web/src/locales/${lang}/directory.json`, import.meta.url);
        return JSON.parse(readFileSync(file, 'utf8')).directory.types[type] as string;
      });
      const expected = [type, ...labels].flatMap((label) => label.normalize('NFC').toLowerCase().split(' '));
      expect(await words(type, null), type).toEqual(expect.arrayContaining(expected));
    }
  });
});
