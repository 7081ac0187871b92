import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { createBusiness, createCategory, createProduct } from './directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

describe('business categories', () => {
  it('creates, renames, reorders and deletes; products keep working without a category', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const base = `/api/my/businesses/${business.id}/categories`;
    const tea = await createCategory(t.app, token, business.id, 'Tea');
    const snacks = await createCategory(t.app, token, business.id, 'নাস্তা');
    const sweets = await createCategory(t.app, token, business.id, 'Sweets');
    expect([tea.position, snacks.position, sweets.position]).toEqual([0, 1, 2]);

    const product = await createProduct(t.app, token, business.id, { category_id: tea.id });
    expect(product.category_name).toBe('Tea');

    const renamed = await call(t.app, 'PATCH', `${base}/${tea.id}`, { token, body: { name: 'Chai' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Chai', product_count: 1 });

    const reordered = await call(t.app, 'PUT', `${base}/order`, {
      token,
      body: { ids: [sweets.id, tea.id, snacks.id] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data.map((c: { name: string }) => c.name)).toEqual(['Sweets', 'Chai', 'নাস্তা']);
    const listed = await call(t.app, 'GET', base, { token });
    expect(
      listed.json().data.map((c: { name: string; product_count: number }) => [c.name, c.product_count]),
    ).toEqual([
      ['Sweets', 0],
      ['Chai', 1],
      ['নাস্তা', 0],
    ]);

    const deleted = await call(t.app, 'DELETE', `${base}/${tea.id}`, { token });
    expect(deleted.statusCode).toBe(200);
    const after = await call(t.app, 'GET', `/api/my/products/${product.id}`, { token });
    expect(after.statusCode).toBe(200);
    expect(after.json().data).toMatchObject({ category_id: null, category_name: null, title: 'Masala tea' });
  });

  it('refuses a duplicate name (any case), an empty name and a wrong order', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const base = `/api/my/businesses/${business.id}/categories`;
    const tea = await createCategory(t.app, token, business.id, 'Tea');
    const other = await createCategory(t.app, token, business.id, 'Coffee');
    const duplicate = await call(t.app, 'POST', base, { token, body: { name: 'TEA' } });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ name: ['A category with this name already exists'] });
    const rename = await call(t.app, 'PATCH', `${base}/${other.id}`, { token, body: { name: 'tea' } });
    expect(rename.statusCode).toBe(422);
    expect((await call(t.app, 'POST', base, { token, body: { name: ' ' } })).statusCode).toBe(422);
    for (const ids of [[tea.id], [tea.id, tea.id], [tea.id, other.id, business.id], ['nope']]) {
      const response = await call(t.app, 'PUT', `${base}/order`, { token, body: { ids } });
      expect(response.statusCode, JSON.stringify(ids)).toBe(422);
    }
  });

  it('answers 404 for another business’s category, even to the owner of a different business', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const mine = await createBusiness(t.app, a.token);
    const theirs = await createBusiness(t.app, b.token);
    const category = await createCategory(t.app, b.token, theirs.id, 'Theirs');
    const rename = await call(t.app, 'PATCH', `/api/my/businesses/${mine.id}/categories/${category.id}`, {
      token: a.token,
      body: { name: 'Mine' },
    });
    expect(rename.statusCode).toBe(404);
    const remove = await call(t.app, 'DELETE', `/api/my/businesses/${theirs.id}/categories/${category.id}`, {
      token: a.token,
    });
    expect(remove.statusCode).toBe(404);
    const product = await call(t.app, 'POST', `/api/my/businesses/${mine.id}/products`, {
      token: a.token,
      body: { title: 'X', price: 100, category_id: category.id },
    });
    expect(product.statusCode).toBe(422);
    expect(product.json().errors).toEqual({ category_id: ['This category does not belong to the business'] });
  });
});
