import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';

/*
 * The marketplace search takes text from anyone: words become quoted tsquery operands and every
 * value a parameter, so no input is SQL or tsquery syntax, and none answers 5xx (DESIGN.md).
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 1000 });
  const { token } = await registerUser(t.app);
  const shop = await createBusiness(t.app, token, {
    name: "Numbat's Bazar",
    type: 'retail',
    district: 'bd-dhaka',
    city: "100% O'Brien_Road \\ $& Dhanmondi",
  });
  await createProduct(t.app, token, shop.id, {
    title: "Numbat's \\ tea (100g) & <b> 50% off_now",
    description: "see numbat.com/it's $& $1 $' :* | ! <->",
    status: 'active',
  });
});
afterAll(() => t.close());

async function search(query: Record<string, string>) {
  const response = await call(t.app, 'GET', `/api/marketplace/search?${new URLSearchParams(query)}`);
  expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).not.toBeGreaterThanOrEqual(500);
  return response;
}

describe('marketplace search safety', () => {
  it('treats tsquery operators, quotes, wildcards, backslashes and replacement patterns as text', async () => {
    const odd = [
      "numbat's",
      "\\'&|!():*<>",
      "' OR 1=1 --",
      'tea & !tea',
      'tea:* | (off',
      '<->',
      '%',
      '_',
      '%%__',
      '\\',
      '\\\\',
      '$&',
      "$' $` $1",
      '"quoted words"',
      "it's",
      'a'.repeat(100),
    ];
    for (const q of odd) {
      const response = await search({ q });
      expect(response.statusCode, q).toBe(200);
    }
    // The product is found by its words, whatever surrounds them.
    expect((await search({ q: "numbat's tea" })).json().meta.total).toBe(1);
    expect((await search({ q: '(numbat) & !off_now' })).json().meta.total).toBe(1);
    // `%` and `_` in the city are letters, not LIKE wildcards.
    expect((await search({ city: '100%' })).json().meta.total).toBe(1);
    expect((await search({ city: '_road' })).json().meta.total).toBe(1);
    expect((await search({ city: '%' })).json().meta.total).toBe(1);
    expect((await search({ city: '1%0' })).json().meta.total).toBe(0);
    expect((await search({ city: '$&' })).json().meta.total).toBe(1);
    expect((await search({ city: '\\' })).json().meta.total).toBe(1);
  });

  it('answers 422 (never 500) for values too long or of the wrong kind', async () => {
    for (const query of <Record<string, string>[]>[
      { q: 'x'.repeat(101) },
      { city: 'y'.repeat(101) },
      { district: 'z'.repeat(500) },
      { min_price: '1e400' },
      { max_price: '99999999999999999999' },
      { page: '-1' },
      { per_page: 'NaN' },
    ])
      expect((await search(query)).statusCode, JSON.stringify(query)).toBe(422);
  });

  it('never answers 5xx to random queries', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 120 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(
        "'",
        '\\',
        '%',
        '_',
        '$&',
        ':*',
        '!',
        '<->',
        'bd-dhaka',
        'true',
        'used',
        'food',
        '0',
        '-1',
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom(
        'q',
        'category',
        'min_price',
        'max_price',
        'district',
        'city',
        'condition',
        'in_stock',
        'verified',
        'sort',
        'page',
        'per_page',
      ),
      value,
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const response = await search(params);
        expect([200, 422]).toContain(response.statusCode);
        expect(response.json().success).toBe(response.statusCode === 200);
      }),
      { numRuns: 150 },
    );
  });

  it('never answers 5xx for random product addresses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 100 }), async (slug) => {
        const response = await call(t.app, 'GET', `/api/marketplace/products/${encodeURIComponent(slug)}`);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });
});
