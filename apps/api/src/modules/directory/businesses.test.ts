import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { multipartBody, photoWithExif } from '../cards/cards-test-helpers.ts';
import { createBusiness } from './directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const full = {
  name: '  ঢাকা টি হাউস ',
  type: 'restaurant',
  description: 'Tea, singara and puri in Dhanmondi since 1998.',
  phone: '01712-345678',
  whatsapp: '+8801812345678',
  email: 'Hello@TeaHouse.example',
  website: 'teahouse.example',
  address: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka',
  country: 'bd',
  location: { lat: 23.7465, lng: 90.376 },
  hours: { mon: { open: '08:00', close: '22:00' }, fri: { open: '18:00', close: '02:00' }, sun: null },
  social: { facebook: 'facebook.com/teahouse', youtube: 'https://youtube.com/@teahouse' },
};

describe('owner business API', () => {
  it('creates a business with every field, normalised, and lists it', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/my/businesses', { token, body: full });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Business created');
    expect(body.data).toMatchObject({
      name: 'ঢাকা টি হাউস',
      type: 'restaurant',
      phone: '+8801712345678',
      email: 'hello@teahouse.example',
      website: 'https://teahouse.example/',
      country: 'BD',
      time_zone: 'Asia/Dhaka',
      location: { lat: 23.7465, lng: 90.376 },
      verified: false,
      rating: { average: 0, count: 0 },
      social: { facebook: 'https://facebook.com/teahouse', instagram: null },
      actions: {
        call: 'tel:+8801712345678',
        whatsapp: 'https://wa.me/8801812345678',
        email: 'mailto:hello@teahouse.example',
      },
    });
    expect(body.data.hours).toEqual({
      mon: { open: '08:00', close: '22:00' },
      tue: null,
      wed: null,
      thu: null,
      fri: { open: '18:00', close: '02:00' },
      sat: null,
      sun: null,
    });
    expect(body.data.actions.directions).toContain('destination=23.7465%2C90.376');
    expect(body.data.slug).toMatch(/^business-[a-z0-9]{6}$/);
    expect(body.data.url).toBe(`http://localhost:3000/b/${body.data.slug}`);
    expect(typeof body.data.open_now).toBe('boolean');

    await createBusiness(t.app, token, { name: 'Second Shop', type: 'retail' });
    const list = await call(t.app, 'GET', '/api/my/businesses', { token });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta).toEqual({ page: 1, perPage: 20, total: 2 });
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Second Shop', 'ঢাকা টি হাউস']);
  });

  it('updates only the fields sent; null clears', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token, full);
    const response = await call(t.app, 'PATCH', `/api/my/businesses/${business.id}`, {
      token,
      body: {
        description: null,
        city: 'Chattogram',
        social: { instagram: 'instagram.com/tea' },
        location: null,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'ঢাকা টি হাউস',
      description: null,
      city: 'Chattogram',
      location: null,
      social: { facebook: 'https://facebook.com/teahouse', instagram: 'https://instagram.com/tea' },
    });
  });

  it('keeps delivery charges in poisha: defaults, set on create, changed on update', async () => {
    const { token } = await registerUser(t.app);
    const plain = await createBusiness(t.app, token, { name: 'Plain Shop' });
    expect(plain).toMatchObject({ delivery_inside: 6_000, delivery_outside: 12_000 });
    const business = await createBusiness(t.app, token, { delivery_inside: 0, delivery_outside: 10_000_000 });
    expect(business).toMatchObject({ delivery_inside: 0, delivery_outside: 10_000_000 });
    const response = await call(t.app, 'PATCH', `/api/my/businesses/${business.id}`, {
      token,
      body: { delivery_inside: 4_500 },
    });
    expect(response.json().data).toMatchObject({ delivery_inside: 4_500, delivery_outside: 10_000_000 });
    const bad = await call(t.app, 'PATCH', `/api/my/businesses/${business.id}`, {
      token,
      body: { delivery_outside: 10_000_001 },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      delivery_outside: ['Delivery charge outside the district must be a whole amount from ৳0 to ৳1,00,000'],
    });
  });

  it('takes a chosen slug once', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await createBusiness(t.app, a.token, { slug: 'Rahim-Store' });
    const taken = await call(t.app, 'POST', '/api/my/businesses', {
      token: b.token,
      body: { name: 'X', type: 'retail', slug: 'rahim-store' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['This link is already taken'] });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: '' }, 'name'],
    ['an unknown type', { type: 'bank' }, 'type'],
    ['a bad phone', { phone: '12' }, 'phone'],
    ['a bad email', { email: 'nope' }, 'email'],
    ['a bad website', { website: 'javascript:alert(1)' }, 'website'],
    ['bad hours', { hours: { mon: { open: '25:00', close: '10:00' } } }, 'hours.mon.open'],
    ['equal hours', { hours: { tue: { open: '10:00', close: '10:00' } } }, 'hours.tue'],
    ['a bad latitude', { location: { lat: 123, lng: 90 } }, 'location.lat'],
    ['an unknown time zone', { time_zone: 'Mars/Base' }, 'time_zone'],
    ['an unknown country', { country: 'XX' }, 'country'],
    ['a bad social link', { social: { facebook: 'not a url' } }, 'social.facebook'],
    ['a negative delivery charge', { delivery_inside: -1 }, 'delivery_inside'],
    ['a delivery charge above ৳1,00,000', { delivery_outside: 10_000_001 }, 'delivery_outside'],
    ['a fractional delivery charge', { delivery_outside: 12.5 }, 'delivery_outside'],
    ['a delivery charge as text', { delivery_inside: '60' }, 'delivery_inside'],
  ])('refuses %s with a field error', async (_label, patch, field) => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/my/businesses', {
      token,
      body: { name: 'Shop', type: 'retail', ...patch },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });

  it('names a business’s name as such, not as a person’s full name, in every language', async () => {
    const { token } = await registerUser(t.app);
    const english = await call(t.app, 'POST', '/api/my/businesses', {
      token,
      body: { name: '', type: 'retail' },
    });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.name).toEqual(['Business name is required']);
    const bengali = await call(t.app, 'POST', '/api/my/businesses', {
      token,
      body: { name: '', type: 'retail' },
      headers: { 'x-locale': 'bn' },
    });
    expect(bengali.json().errors.name[0]).toContain('ব্যবসার নাম');
  });

  it('words errors in the user’s language', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/my/businesses', {
      token,
      body: { name: 'Shop', type: 'retail', hours: { mon: { open: '9', close: '10:00' } } },
      headers: { 'x-locale': 'bn' },
    });
    expect(response.json().errors['hours.mon.open'][0]).toContain('খোলার সময়');
  });

  it('answers 404 for another user’s business on every owner endpoint and changes nothing', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const business = await createBusiness(t.app, owner.token);
    const id = business.id;
    const attempts: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', `/api/my/businesses/${id}`],
      ['PATCH', `/api/my/businesses/${id}`, { name: 'Stolen' }],
      ['DELETE', `/api/my/businesses/${id}`],
      ['DELETE', `/api/my/businesses/${id}/logo`],
      ['GET', `/api/my/businesses/${id}/categories`],
      ['POST', `/api/my/businesses/${id}/categories`, { name: 'X' }],
      ['PUT', `/api/my/businesses/${id}/categories/order`, { ids: [] }],
      ['GET', `/api/my/businesses/${id}/products`],
      ['POST', `/api/my/businesses/${id}/products`, { title: 'X', price: 1 }],
      ['POST', `/api/my/businesses/${id}/products/bulk`, { ids: [id], action: 'archive' }],
      ['GET', `/api/my/businesses/${id}/products/export.csv`],
    ];
    for (const [method, url, body] of attempts) {
      const response = await call(t.app, method, url, { token: other.token, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const still = await call(t.app, 'GET', `/api/my/businesses/${id}`, { token: owner.token });
    expect(still.json().data.name).toBe('Dhaka Tea House');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/my/businesses' });
    expect(response.statusCode).toBe(401);
  });

  it('uploads a logo and a cover, re-encoded without EXIF, and removes them', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    for (const kind of ['logo', 'cover']) {
      const upload = multipartBody(kind, 'x.jpg', 'image/jpeg', await photoWithExif(2000, 1200));
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/my/businesses/${business.id}/${kind}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': upload.contentType },
        payload: upload.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const data = (await call(t.app, 'GET', `/api/my/businesses/${business.id}`, { token })).json().data;
    const file = await t.app.inject({ method: 'GET', url: data.logo_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
    const cover = await t.app.inject({ method: 'GET', url: data.cover_url });
    expect(cover.statusCode).toBe(200);

    const bad = multipartBody('logo', 'x.txt', 'image/jpeg', Buffer.from('not an image at all'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/my/businesses/${business.id}/logo`,
      headers: { authorization: `Bearer ${token}`, 'content-type': bad.contentType },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['logo']);

    const removed = await call(t.app, 'DELETE', `/api/my/businesses/${business.id}/logo`, { token });
    expect(removed.json().data.logo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: data.logo_url })).statusCode).toBe(404);
  });

  it('deletes a business with its products', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const product = await call(t.app, 'POST', `/api/my/businesses/${business.id}/products`, {
      token,
      body: { title: 'Tea', price: 2000 },
    });
    const deleted = await call(t.app, 'DELETE', `/api/my/businesses/${business.id}`, { token });
    expect(deleted.statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/my/products/${product.json().data.id}`, { token })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', `/api/businesses/${business.slug}`)).statusCode).toBe(404);
  });
});
