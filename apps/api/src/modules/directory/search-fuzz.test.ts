import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness } from './directory-test-helpers.ts';
import { quoteLexeme } from './search-words.ts';

/*
 * Issue 11, finding 5: random text (quotes, backslashes, tsquery and LIKE syntax, any script,
 * emoji, control characters other than NUL, very long words) stored in business names,
 * descriptions and products, and random searches: never a 5xx, and a business or product is always
 * found by a plain word of its own name.
 */

let t: TTestApp;
let owner: { token: string };
let shop: { id: string; slug: string };
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 10_000 });
  owner = await registerUser(t.app);
  shop = await createBusiness(t.app, owner.token, { name: 'Fuzz Products Shop', type: 'retail' });
});
afterAll(() => t.close());

const SYNTAX = [
  "'",
  "''",
  '\\',
  '\\\\',
  "\\'",
  '&',
  '|',
  '!',
  '(',
  ')',
  ':',
  '*',
  ':*',
  '<',
  '>',
  '<->',
  '<2>',
  '%',
  '_',
  '\\%',
  '"',
  ';',
  '--',
  '/*',
  '$1',
  '$$',
  "$'",
  '$&',
  '@',
  '.',
  '/',
  '-',
  '~',
  '^',
  '?',
  "example.com/it's",
  "a.b/c'd(e)|f",
  'me@x.io',
  '../x',
  "o'brien",
  '&&',
  '||',
  '!!',
  'OR',
  'AND',
];
const SCRIPTS = [
  'বিরিয়ানি',
  'ঢাকার',
  'চা',
  'কাচ্চি',
  'মিষ্টি',
  'مطعم',
  'Ελληνικά',
  'чай',
  '茶馆',
  'Çay',
  'İstanbul',
  'ß',
];
const EMOJI = ['😀', '🍛', '👨‍👩‍👧', '🇧🇩', '🧑🏽', '\u{1D400}'];
const CONTROL = [
  ...Array.from({ length: 31 }, (_, index) => String.fromCharCode(index + 1)),
  '\u007f',
  '\u0085',
  '\u200b',
  '\u200d',
  '\u202e',
  '\u2028',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\u0301',
];

const noNul = (text: string) => text.replaceAll(String.fromCharCode(0), '');
const piece = fc.oneof(
  fc.constantFrom(...SYNTAX),
  fc.constantFrom(...SCRIPTS),
  fc.constantFrom(...EMOJI),
  fc.constantFrom(...CONTROL),
  fc.constant(' '),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }).map(noNul),
  // Very long words (longer than the word list keeps, and than a query word).
  fc.string({ unit: fc.constantFrom('a', 'z', 'ব', 'é', "'", '\\'), minLength: 41, maxLength: 400 }),
);
const junk = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
/** A word the search must find: ASCII letters, or Bengali words run together. */
const plainWord = fc.oneof(
  fc.stringMatching(/^[a-z]{6,12}$/),
  fc
    .array(fc.constantFrom('বিরিয়ানি', 'ঢাকার', 'কাচ্চি', 'মিষ্টি', 'দোকান'), { minLength: 2, maxLength: 3 })
    .map((words) => words.join('')),
);
const paging = fc.record(
  {
    page: fc.oneof(
      fc.integer({ min: -5, max: 200_000 }).map(String),
      fc.constantFrom('1e9', 'NaN', '1.5', ''),
    ),
    per_page: fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.constantFrom('0x10', ' 7 ')),
    sort: fc.constantFrom('relevance', 'rating', 'newest', 'oldest', 'price_asc', 'title', "'"),
    city: junk,
    type: fc.constantFrom('retail', 'restaurant', 'bank'),
  },
  { requiredKeys: [] },
);

function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 500)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
}

async function searchDirectory(params: Record<string, string>) {
  const response = await call(t.app, 'GET', `/api/businesses?${new URLSearchParams(params).toString()}`);
  expectNo5xx(response, `GET /api/businesses ${JSON.stringify(params)}`);
  return response;
}

describe('quoteLexeme', () => {
  it('makes any text one exact tsquery operand', async () => {
    await fc.assert(
      fc.asyncProperty(
        junk.filter((text) => text.length > 0),
        fc.string({ maxLength: 5 }),
        async (word, other) => {
          const { rows } = await t.database.db.execute<{ same: boolean; other: boolean }>(sql`
          SELECT array_to_tsvector(ARRAY[${word}::text]) @@ ${quoteLexeme(word)}::tsquery AS same,
                 array_to_tsvector(ARRAY[${`${word}${noNul(other)}x`}::text]) @@ ${quoteLexeme(word)}::tsquery AS other`);
          expect(rows[0]).toEqual({ same: true, other: false });
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the directory with random stored text and random searches', () => {
  it('never answers 5xx, and finds each business by a plain word of its name', async () => {
    const ids: string[] = [];
    let made = 0;
    await fc.assert(
      fc.asyncProperty(
        plainWord,
        junk,
        junk,
        junk,
        paging,
        async (plain, nameRest, description, q, params) => {
          const created = await call(t.app, 'POST', '/api/my/businesses', {
            token: owner.token,
            body: {
              name: `${plain} ${nameRest}`.slice(0, 120),
              type: 'retail',
              description,
              city: nameRest.slice(0, 100),
            },
          });
          expectNo5xx(created, 'POST /api/my/businesses');
          expect([201, 422], created.body).toContain(created.statusCode);
          if (created.statusCode === 201) {
            const business = created.json().data as { id: string; slug: string };
            ids.push(business.id);
            made += 1;
            const found = await searchDirectory({ q: plain, per_page: '100' });
            expect(found.statusCode).toBe(200);
            expect(found.json().data.map((row: { id: string }) => row.id)).toContain(business.id);
            const page = await call(t.app, 'GET', `/api/businesses/${encodeURIComponent(business.slug)}`);
            expectNo5xx(page, 'GET /api/businesses/:slug');
            expect(page.statusCode).toBe(200);
          }
          for (const query of [q, description, nameRest, `${plain.slice(0, 5)}${q}`]) {
            const response = await searchDirectory({ ...params, q: query });
            expect([200, 422]).toContain(response.statusCode);
          }
          // Change or delete one of the earlier businesses now and then (this prunes the word list).
          const earlier = ids.length > 3 ? ids.shift() : undefined;
          if (earlier && plain.length % 2) {
            const deleted = await call(t.app, 'DELETE', `/api/my/businesses/${earlier}`, {
              token: owner.token,
            });
            expectNo5xx(deleted, 'DELETE /api/my/businesses/:id');
          } else if (earlier) {
            const changed = await call(t.app, 'PATCH', `/api/my/businesses/${earlier}`, {
              token: owner.token,
              body: { description: q },
            });
            expectNo5xx(changed, 'PATCH /api/my/businesses/:id');
            ids.push(earlier);
          }
        },
      ),
      { numRuns: 100 },
    );
    // Most runs store their text (the rest are too long for the fields): the search saw it.
    expect(made).toBeGreaterThan(30);
    const cities = await call(t.app, 'GET', '/api/directory/cities');
    expect(cities.statusCode).toBe(200);
  }, 240_000);
});

describe('the product list with random stored text and random searches', () => {
  it('never answers 5xx, and finds each product by a plain word of its title', async () => {
    let made = 0;
    await fc.assert(
      fc.asyncProperty(
        plainWord,
        junk,
        junk,
        junk,
        paging,
        async (plain, titleRest, description, q, params) => {
          const created = await call(t.app, 'POST', `/api/my/businesses/${shop.id}/products`, {
            token: owner.token,
            body: { title: `${plain} ${titleRest}`.slice(0, 200), price: 100, description },
          });
          expectNo5xx(created, 'POST products');
          expect([201, 422], created.body).toContain(created.statusCode);
          const list = (query: Record<string, string>) =>
            call(
              t.app,
              'GET',
              `/api/my/businesses/${shop.id}/products?${new URLSearchParams(query).toString()}`,
              {
                token: owner.token,
              },
            );
          if (created.statusCode === 201) {
            made += 1;
            const found = await list({ q: plain, per_page: '100' });
            expect(found.statusCode, found.body).toBe(200);
            expect(found.json().data.map((row: { id: string }) => row.id)).toContain(created.json().data.id);
          }
          for (const query of [q, description, titleRest]) {
            const response = await list({ ...params, q: query });
            expectNo5xx(response, `GET products ${JSON.stringify({ ...params, q: query })}`);
            expect([200, 422]).toContain(response.statusCode);
          }
          const publicList = await call(
            t.app,
            'GET',
            `/api/businesses/${shop.slug}/products?${new URLSearchParams(params).toString()}`,
          );
          expectNo5xx(publicList, 'GET /api/businesses/:slug/products');
        },
      ),
      { numRuns: 80 },
    );
    expect(made).toBeGreaterThan(25);
  }, 240_000);
});
