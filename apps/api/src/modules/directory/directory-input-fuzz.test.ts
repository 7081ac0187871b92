import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createCategory, createProduct } from './directory-test-helpers.ts';

/*
 * Issue 11: "any other directory/product input that can make a 500". Every field of the business,
 * category, review, reply and product writes gets random text (odd Unicode, syntax of SQL, tsquery,
 * LIKE and URLs, very long words) or a random JSON value; every answer is a 2xx or a 4xx.
 */

let t: TTestApp;
let owner: { token: string };
let visitor: { token: string };
let business: { id: string; slug: string };
let productId: string;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 10_000 });
  owner = await registerUser(t.app);
  visitor = await registerUser(t.app);
  business = await createBusiness(t.app, owner.token, { name: 'Input Fuzz Shop', type: 'retail' });
  productId = (await createProduct(t.app, owner.token, business.id)).id;
  categoryId = (await createCategory(t.app, owner.token, business.id, 'Fuzz')).id;
});
afterAll(() => t.close());

const ODD = [
  "'",
  '\\',
  '%',
  '_',
  '\\%',
  '&|!():*<>',
  '$&',
  "$'",
  '$`',
  '\u0301',
  '\u200d',
  '\u202e',
  '\ud800',
  '\ufeff',
  '\u0007',
  '\n',
  '\t',
  '😀',
  '👨‍👩‍👧',
  'বিরিয়ানি',
  'مطعم',
  'İ',
  'ß',
  'http://x.y/a b',
  'javascript:alert(1)',
  '//x.y',
  'a@b',
  '+8801711000000',
  '০১৭১১০০০০০০',
  '99:99',
  '24:00',
  '-0',
  '1e400',
];
const text = fc.oneof(
  fc.constantFrom(...ODD),
  fc
    .array(fc.oneof(fc.constantFrom(...ODD), fc.string({ unit: 'grapheme', maxLength: 10 })), {
      maxLength: 8,
    })
    .map((parts) => parts.join('')),
  fc.string({ unit: fc.constantFrom('a', 'ব', "'", ' '), minLength: 100, maxLength: 6000 }),
);
const value = fc.oneof(text, fc.jsonValue({ maxDepth: 2 }), fc.constant(null));
const hours = fc.dictionary(
  fc.constantFrom('mon', 'tue', 'sun', 'xyz'),
  fc.oneof(
    fc.constant(null),
    fc.record({ open: fc.oneof(text, fc.constantFrom('09:00', '24:00')), close: text }),
  ),
);
const businessBody = fc.record(
  {
    name: value,
    type: fc.oneof(fc.constantFrom('retail', 'restaurant'), value),
    description: value,
    phone: value,
    whatsapp: value,
    email: value,
    website: value,
    address: value,
    city: value,
    country: fc.oneof(fc.constantFrom('BD', 'bd', 'ZZ', 'XK'), value),
    location: fc.oneof(
      fc.record({ lat: fc.double(), lng: fc.double() }),
      fc.record({ lat: fc.integer(), lng: value }),
      value,
    ),
    time_zone: fc.oneof(fc.constantFrom('Asia/Dhaka', 'AGT', 'SystemV/AST4', '+05:30'), value),
    hours: fc.oneof(hours, value),
    social: fc.oneof(fc.dictionary(fc.constantFrom('facebook', 'instagram', 'youtube', 'x'), value), value),
    slug: fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,70}$/), value),
  },
  { requiredKeys: [] },
);

function expectNo5xx(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 500)
    throw new Error(`${what} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
  expect(response.statusCode, what).toBeLessThan(500);
}

describe('directory and product writes with random input', () => {
  it('never answer 5xx', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        businessBody,
        value,
        value,
        fc.record({ title: value, description: value, price: value, stock: value }, { requiredKeys: [] }),
        async (body, name, reviewBody, product) => {
          const create = await call(t.app, 'POST', '/api/my/businesses', {
            token: owner.token,
            body: { name: 'Fuzz', type: 'retail', ...body },
          });
          expectNo5xx(create, `POST business ${JSON.stringify(body).slice(0, 300)}`);
          const update = await call(t.app, 'PATCH', `/api/my/businesses/${business.id}`, {
            token: owner.token,
            body,
          });
          expectNo5xx(update, `PATCH business ${JSON.stringify(body).slice(0, 300)}`);
          const category = await call(
            t.app,
            'PATCH',
            `/api/my/businesses/${business.id}/categories/${categoryId}`,
            {
              token: owner.token,
              body: { name },
            },
          );
          expectNo5xx(category, 'PATCH category');
          const addCategory = await call(t.app, 'POST', `/api/my/businesses/${business.id}/categories`, {
            token: owner.token,
            body: { name },
          });
          expectNo5xx(addCategory, 'POST category');
          const review = await call(t.app, 'PUT', `/api/businesses/${business.slug}/review`, {
            token: visitor.token,
            body: { rating: 4, body: reviewBody },
          });
          expectNo5xx(review, 'PUT review');
          const productUpdate = await call(t.app, 'PATCH', `/api/my/products/${productId}`, {
            token: owner.token,
            body: product,
          });
          expectNo5xx(productUpdate, 'PATCH product');
          accepted += [create, update, category, addCategory, review, productUpdate].filter(
            (response) => response.statusCode < 300,
          ).length;
          const page = await call(t.app, 'GET', `/api/businesses/${business.slug}`);
          expectNo5xx(page, 'GET business page');
          const html = await call(t.app, 'GET', `/b/${business.slug}`);
          expectNo5xx(html, 'GET /b/:slug');
          const refreshed = await call(t.app, 'GET', `/api/my/businesses/${business.id}`, {
            token: owner.token,
          });
          expect(refreshed.statusCode).toBe(200);
          business.slug = refreshed.json().data.slug;
        },
      ),
      { numRuns: 120 },
    );
    // Some random writes are valid and stored (then read back), most are refused with a 4xx.
    expect(accepted).toBeGreaterThan(10);
    const cities = await call(t.app, 'GET', '/api/directory/cities');
    expect(cities.statusCode).toBe(200);
  }, 240_000);
});
