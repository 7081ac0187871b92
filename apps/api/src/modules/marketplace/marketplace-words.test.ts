import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';

let t: TTestApp;
let token: string;
let businessId: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  ({ token } = await registerUser(t.app));
  ({ id: businessId } = await createBusiness(t.app, token, { name: 'Word List Traders', type: 'retail' }));
});
afterAll(() => t.close());

async function knownWords(...words: string[]): Promise<string[]> {
  const result = await t.database.db.execute<{ word: string }>(
    sql`SELECT word FROM product_words WHERE word = ANY(${sql.param(words)}::text[]) ORDER BY word`,
  );
  return result.rows.map((row) => row.word);
}

async function search(q: string) {
  const response = await call(t.app, 'GET', `/api/marketplace/search?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { titles: body.data.items.map((item: { title: string }) => item.title), meta: body.meta };
}

describe('the product word list (typos in marketplace searches)', () => {
  it('learns the words of new and changed products, and forgets those no product has', async () => {
    const product = await createProduct(t.app, token, businessId, {
      title: 'Handloom gamcha',
      description: 'Cotton from Tangail',
      status: 'active',
    });
    expect(await knownWords('handloom', 'gamcha', 'cotton', 'tangail')).toEqual([
      'cotton',
      'gamcha',
      'handloom',
      'tangail',
    ]);
    const changed = await call(t.app, 'PATCH', `/api/my/products/${product.id}`, {
      token,
      body: { title: 'Handloom lungi' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await knownWords('gamcha', 'lungi')).toEqual(['lungi']);
    // A word another product still has stays when one product drops it.
    const other = await createProduct(t.app, token, businessId, { title: 'Cotton lungi' });
    expect((await call(t.app, 'DELETE', `/api/my/products/${product.id}`, { token })).statusCode).toBe(200);
    expect(await knownWords('handloom', 'lungi', 'cotton', 'tangail')).toEqual(['cotton', 'lungi']);
    const bulk = await call(t.app, 'POST', `/api/my/businesses/${businessId}/products/bulk`, {
      token,
      body: { ids: [other.id], action: 'delete' },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(await knownWords('cotton', 'lungi')).toEqual([]);
  });

  it('corrects a misspelt word by the similar known words, in any script', async () => {
    await createProduct(t.app, token, businessId, {
      title: 'Chicken biryani pack',
      description: 'Ready in ten minutes',
      status: 'active',
    });
    await createProduct(t.app, token, businessId, {
      title: 'কাচ্চি বিরিয়ানি মশলা',
      description: 'ঘরে রান্নার জন্য',
      status: 'active',
    });
    const typo = await search('biriyani');
    expect(typo.titles).toEqual(['Chicken biryani pack']);
    expect(typo.meta.similar).toBe(true);
    // One word misspelt, one exact: both must still match.
    expect((await search('chiken biryani')).titles).toEqual(['Chicken biryani pack']);
    expect((await search('chiken biryani')).meta.similar).toBe(true);
    const bengali = await search('বিরিয়ানী');
    expect(bengali.titles).toEqual(['কাচ্চি বিরিয়ানি মশলা']);
    expect(bengali.meta.similar).toBe(true);
    // Words as typed that match are never widened; nothing similar finds nothing.
    const exact = await search('biryani');
    expect(exact.titles).toEqual(['Chicken biryani pack']);
    expect(exact.meta.similar).toBeUndefined();
    expect((await search('qqqzzzxx')).meta.total).toBe(0);
  });

  it('never treats a known word as tsquery syntax', async () => {
    await createProduct(t.app, token, businessId, {
      title: "it's:a&b|c! (odd) \\ word",
      status: 'active',
    });
    for (const q of ['its:a&b', "it's", 'odd wordd', '\\ )(', "ists'a&b"]) {
      const response = await call(t.app, 'GET', `/api/marketplace/search?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });
});
