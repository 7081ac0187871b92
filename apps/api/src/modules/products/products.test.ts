import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { multipartBody, photoWithExif } from '../cards/cards-test-helpers.ts';
import { createBusiness, createCategory, createProduct } from '../directory/directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function uploadImage(token: string, productId: string, data: Buffer) {
  const body = multipartBody('image', 'p.jpg', 'image/jpeg', data);
  return t.app.inject({
    method: 'POST',
    url: `/api/my/products/${productId}/images`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('products', () => {
  it('creates with defaults, updates, lists with filters and deletes', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const category = await createCategory(t.app, token, business.id, 'Tea');
    const created = await call(t.app, 'POST', `/api/my/businesses/${business.id}/products`, {
      token,
      body: { title: ' Masala chai ', price: 4550 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      title: 'Masala chai',
      price: 4550,
      stock: 0,
      marketplace_category: 'other',
      status: 'draft',
      condition: 'new',
      category_id: null,
      images: [],
      business_id: business.id,
    });
    const { id, slug } = created.json().data;
    expect(slug).toMatch(/^masala-chai-[a-z0-9]{6}$/);
    expect(created.json().data.url).toBe(`http://localhost:3000/p/${slug}`);
    const updated = await call(t.app, 'PATCH', `/api/my/products/${id}`, {
      token,
      body: {
        stock: 12,
        status: 'active',
        category_id: category.id,
        marketplace_category: 'food',
        condition: 'used',
        price: 4550,
      },
    });
    expect(updated.json().data).toMatchObject({
      stock: 12,
      status: 'active',
      category_name: 'Tea',
      price: 4550,
      condition: 'used',
      slug,
    });
    const bad = await call(t.app, 'PATCH', `/api/my/products/${id}`, {
      token,
      body: { condition: 'broken' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ condition: ['Please choose new or used'] });
    const elsewhere = await createBusiness(t.app, token, { name: 'Second shop' });
    const usedOne = await createProduct(t.app, token, elsewhere.id, {
      title: 'Used kettle',
      condition: 'used',
    });
    expect(usedOne.condition).toBe('used');

    await createProduct(t.app, token, business.id, { title: 'চা পাতা ৫০০ গ্রাম', price: 35000, status: 'active' });
    await createProduct(t.app, token, business.id, { title: 'Old mug', price: 100, status: 'archived' });
    const base = `/api/my/businesses/${business.id}/products`;
    const all = (await call(t.app, 'GET', base, { token })).json();
    expect(all.meta).toMatchObject({ total: 3, status_counts: { all: 3, draft: 0, active: 2, archived: 1 } });
    expect(
      (await call(t.app, 'GET', `${base}?status=active&sort=price_desc`, { token }))
        .json()
        .data.map((p: { price: number }) => p.price),
    ).toEqual([35000, 4550]);
    expect((await call(t.app, 'GET', `${base}?category_id=none`, { token })).json().meta.total).toBe(2);
    expect(
      (await call(t.app, 'GET', `${base}?category_id=${category.id}`, { token })).json().meta.total,
    ).toBe(1);
    expect((await call(t.app, 'GET', `${base}?q=masla`, { token })).json().data[0].title).toBe('Masala chai');
    expect(
      (await call(t.app, 'GET', `${base}?q=${encodeURIComponent('চা')}`, { token })).json().data[0].title,
    ).toBe('চা পাতা ৫০০ গ্রাম');

    expect((await call(t.app, 'DELETE', `/api/my/products/${id}`, { token })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/my/products/${id}`, { token })).statusCode).toBe(404);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { title: '' }, 'title'],
    ['a fractional price', { price: 10.5 }, 'price'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price as text', { price: '100' }, 'price'],
    ['a huge price', { price: 1e15 }, 'price'],
    ['negative stock', { stock: -1 }, 'stock'],
    ['fractional stock', { stock: 1.5 }, 'stock'],
    ['an unknown marketplace category', { marketplace_category: 'cars' }, 'marketplace_category'],
    ['an unknown status', { status: 'sold' }, 'status'],
    ['a bad category id', { category_id: 'nope' }, 'category_id'],
  ])('refuses %s', async (_label, patch, field) => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const response = await call(t.app, 'POST', `/api/my/businesses/${business.id}/products`, {
      token,
      body: { title: 'Tea', price: 100, ...patch },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('answers 404 for another user’s product on every endpoint', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const business = await createBusiness(t.app, owner.token);
    const product = await createProduct(t.app, owner.token, business.id);
    const otherBusiness = await createBusiness(t.app, other.token);
    const id = product.id;
    for (const [method, url, body] of [
      ['GET', `/api/my/products/${id}`],
      ['PATCH', `/api/my/products/${id}`, { title: 'Stolen' }],
      ['DELETE', `/api/my/products/${id}`],
      ['PUT', `/api/my/products/${id}/images/order`, { ids: [] }],
      ['DELETE', `/api/my/products/${id}/images/${id}`],
    ] as const) {
      const response = await call(t.app, method, url, { token: other.token, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Bulk actions on the other user's own business ignore foreign ids.
    const bulk = await call(t.app, 'POST', `/api/my/businesses/${otherBusiness.id}/products/bulk`, {
      token: other.token,
      body: { ids: [id], action: 'delete' },
    });
    expect(bulk.json().data.affected).toBe(0);
    expect(
      (await call(t.app, 'GET', `/api/my/products/${id}`, { token: owner.token })).json().data.title,
    ).toBe('Masala tea');
  });

  it('adds, orders and removes re-encoded images (at most 8)', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const product = await createProduct(t.app, token, business.id);
    const first = await uploadImage(token, product.id, await photoWithExif(1600, 1000));
    expect(first.statusCode, first.body).toBe(200);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const second = await uploadImage(token, product.id, png);
    const images = second.json().data.images as {
      id: string;
      url: string;
      thumb_url: string;
      medium_url: string;
    }[];
    expect(images).toHaveLength(2);
    const stored = await t.app.inject({ method: 'GET', url: images[0]?.url ?? '' });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 750 });
    expect(meta.exif).toBeUndefined();
    // The phone-sized copy keeps the proportions.
    const medium = await t.app.inject({ method: 'GET', url: images[0]?.medium_url ?? '' });
    expect(await sharp(medium.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 720,
      height: 450,
    });

    const reordered = await call(t.app, 'PUT', `/api/my/products/${product.id}/images/order`, {
      token,
      body: { ids: [images[1]?.id, images[0]?.id] },
    });
    expect(reordered.json().data.images.map((i: { id: string }) => i.id)).toEqual([
      images[1]?.id,
      images[0]?.id,
    ]);
    const wrong = await call(t.app, 'PUT', `/api/my/products/${product.id}/images/order`, {
      token,
      body: { ids: [images[1]?.id] },
    });
    expect(wrong.statusCode).toBe(422);

    const removed = await call(t.app, 'DELETE', `/api/my/products/${product.id}/images/${images[0]?.id}`, {
      token,
    });
    expect(removed.json().data.images).toHaveLength(1);
    for (const url of [images[0]?.url, images[0]?.medium_url, images[0]?.thumb_url])
      expect((await t.app.inject({ method: 'GET', url: url ?? '' })).statusCode).toBe(404);

    for (let i = 0; i < 7; i += 1) expect((await uploadImage(token, product.id, png)).statusCode).toBe(200);
    const ninth = await uploadImage(token, product.id, png);
    expect(ninth.statusCode).toBe(422);
    expect(ninth.json().errors).toEqual({ image: ['A product may have at most 8 images'] });
    expect((await uploadImage(token, product.id, Buffer.from('GIF89a....'))).statusCode).toBe(422);
  });

  it('runs bulk actions: archive, set and clear the category, marketplace category, delete', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const category = await createCategory(t.app, token, business.id, 'Tea');
    const a = await createProduct(t.app, token, business.id, { title: 'A' });
    const b = await createProduct(t.app, token, business.id, { title: 'B' });
    const c = await createProduct(t.app, token, business.id, { title: 'C' });
    const url = `/api/my/businesses/${business.id}/products/bulk`;
    const bulk = (body: Record<string, unknown>) => call(t.app, 'POST', url, { token, body });

    const archived = await bulk({ ids: [a.id, b.id], action: 'archive' });
    expect(archived.json()).toMatchObject({ message: '2 products updated', data: { affected: 2 } });
    expect(
      (await bulk({ ids: [a.id, b.id, c.id], action: 'set_category', category_id: category.id })).json().data
        .affected,
    ).toBe(3);
    expect((await call(t.app, 'GET', `/api/my/products/${c.id}`, { token })).json().data.category_name).toBe(
      'Tea',
    );
    await bulk({ ids: [c.id], action: 'set_category', category_id: null });
    expect(
      (await call(t.app, 'GET', `/api/my/products/${c.id}`, { token })).json().data.category_id,
    ).toBeNull();
    await bulk({ ids: [a.id], action: 'set_marketplace_category', marketplace_category: 'food' });
    const listed = (
      await call(t.app, 'GET', `/api/my/businesses/${business.id}/products?marketplace_category=food`, {
        token,
      })
    ).json();
    expect(listed.data.map((p: { title: string }) => p.title)).toEqual(['A']);
    expect((await bulk({ ids: [c.id], action: 'delete' })).json().data.affected).toBe(1);

    for (const body of [
      { ids: [], action: 'archive' },
      { ids: [a.id], action: 'explode' },
      { ids: [a.id], action: 'set_category' },
      { ids: [a.id], action: 'set_marketplace_category' },
      { ids: ['x'], action: 'archive' },
    ]) {
      expect((await bulk(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const foreignCategory = await bulk({ ids: [a.id], action: 'set_category', category_id: business.id });
    expect(foreignCategory.statusCode).toBe(422);
  });
});
