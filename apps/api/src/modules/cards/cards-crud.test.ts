import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getCsrf, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { vcards } from '../../db/schema/cards.ts';
import { createCard, multipartBody, photoWithExif, uploadPhoto } from './cards-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const full = {
  full_name: '  নুসরাত জাহান ',
  job_title: 'প্রধান নির্বাহী',
  company: 'Haat Ltd',
  phone: '01712-345678',
  email: 'Nusrat@Example.COM',
  website: 'haat.example.com/nusrat',
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  social: {
    facebook: 'nusrat.jahan',
    linkedin: 'https://www.linkedin.com/in/nusrat-jahan',
    instagram: '@nusrat',
    whatsapp: '+8801812345678',
  },
  template: 'modern',
  language: 'bn',
  settings: { public: true, show_contact_form: false, enable_analytics: true },
  status: 'active',
};

describe('POST /api/cards', () => {
  it('creates a card with every field, normalised', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/cards', { token, body: full });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('VCard created successfully');
    expect(body.data).toMatchObject({
      full_name: 'নুসরাত জাহান',
      job_title: 'প্রধান নির্বাহী',
      phone: '+8801712345678',
      email: 'nusrat@example.com',
      website: 'https://haat.example.com/nusrat',
      social: {
        facebook: 'https://www.facebook.com/nusrat.jahan',
        linkedin: 'https://www.linkedin.com/in/nusrat-jahan',
        instagram: 'https://www.instagram.com/nusrat',
        whatsapp: '+8801812345678',
      },
      template: 'modern',
      language: 'bn',
      settings: { public: true, show_contact_form: false, enable_analytics: true },
      status: 'active',
      stats: { views: 0, scans: 0, shares: 0, contacts: 0 },
      photo_url: null,
    });
    expect(body.data.slug).toMatch(/^card-[a-z0-9]{6}$/);
    expect(body.data.url).toBe(`http://localhost:3000/c/${body.data.slug}`);
    expect(body.data.downloads.vcf).toBe(`/c/${body.data.slug}/contact.vcf`);
    expect(body.data.share_links.facebook).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(body.data.url)}`,
    );
    expect(body.data.share_links.copy).toBe(body.data.url);
  });

  it('needs only the full name; defaults are classic, active, every setting on', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, { full_name: 'José Núñez' });
    expect(card).toMatchObject({
      template: 'classic',
      status: 'active',
      language: null,
      job_title: null,
      settings: { public: true, show_contact_form: true, enable_analytics: true },
    });
    expect(card.slug).toMatch(/^jose-nunez-[a-z0-9]{6}$/);
  });

  it('takes a chosen slug once; the second owner gets a field error', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await createCard(t.app, a.token, { slug: 'Nusrat-Jahan' });
    const taken = await call(t.app, 'POST', '/api/cards', {
      token: b.token,
      body: { full_name: 'Other', slug: 'nusrat-jahan' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['This link is already taken'] });
  });

  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no name', { full_name: '' }, { full_name: ['Full name is required'] }],
    [
      'a long name',
      { full_name: 'x'.repeat(101) },
      { full_name: ['Full name must be at most 100 characters'] },
    ],
    ['a bad email', { email: 'nope' }, { email: ['Please enter a valid email address'] }],
    ['a bad phone', { phone: '12' }, { phone: ['Please enter a valid phone number'] }],
    ['a bad website', { website: 'javascript:alert(1)' }, { website: ['Please enter a valid web address'] }],
    [
      'a facebook address on another site',
      { social: { facebook: 'https://evil.example.com/x' } },
      { 'social.facebook': ['Please enter a profile address or user name for Facebook'] },
    ],
    [
      'a bad whatsapp',
      { social: { whatsapp: 'abc' } },
      { 'social.whatsapp': ['Please enter a valid phone number'] },
    ],
    ['an unknown template', { template: 'neon' }, { template: ['Template is invalid'] }],
    ['an unknown status', { status: 'deleted' }, { status: ['Status is invalid'] }],
    ['an unknown language', { language: 'xx' }, { language: ['Language is invalid'] }],
    [
      'a non-boolean setting',
      { settings: { public: 'maybe' } },
      { 'settings.public': ['Public must be on or off'] },
    ],
    [
      'a bad slug',
      { slug: 'a b' },
      { slug: ['The link may use lowercase letters, digits and hyphens (3 to 60 characters)'] },
    ],
  ])('refuses %s with 422 and stores nothing', async (_label, body, errors) => {
    const { token, user } = await registerUser(t.app);
    const response = await call(t.app, 'POST', '/api/cards', {
      token,
      body: { full_name: 'Ok Name', ...body },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The given data was invalid.',
      errors,
    });
    expect(await t.database.db.select().from(vcards).where(eq(vcards.userId, user.id))).toEqual([]);
  });

  it('answers field errors in Bengali for a Bengali user', async () => {
    const { token } = await registerUser(t.app, { language: 'bn' });
    const response = await call(t.app, 'POST', '/api/cards', { token, body: { full_name: '' } });
    expect(response.json().errors.full_name).toEqual(['পূর্ণ নাম আবশ্যক']);
  });

  it('refuses a JSON body that is not an object, and anonymous callers', async () => {
    const { token } = await registerUser(t.app);
    const notObject = await call(t.app, 'POST', '/api/cards', { token, body: [1, 2] as unknown as object });
    expect(notObject.statusCode).toBe(422);
    const csrf = await getCsrf(t.app);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/cards',
      headers: { cookie: csrf.cookie, 'x-csrf-token': csrf.token },
      payload: { full_name: 'X Y' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/cards', () => {
  it('lists only my cards, newest first, filtered by status, with status counts', async () => {
    const me = await registerUser(t.app);
    const other = await registerUser(t.app);
    await createCard(t.app, other.token);
    const first = await createCard(t.app, me.token, { full_name: 'First Card', status: 'draft' });
    const second = await createCard(t.app, me.token, { full_name: 'Second Card' });
    await createCard(t.app, me.token, { full_name: 'Third Card', status: 'inactive' });

    const all = await call(t.app, 'GET', '/api/cards', { token: me.token });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((c: { full_name: string }) => c.full_name)).toEqual([
      'Third Card',
      'Second Card',
      'First Card',
    ]);
    expect(all.json().meta).toEqual({
      page: 1,
      perPage: 20,
      total: 3,
      status_counts: { all: 3, active: 1, inactive: 1, draft: 1 },
    });

    const drafts = await call(t.app, 'GET', '/api/cards?status=draft', { token: me.token });
    expect(drafts.json().data.map((c: { id: string }) => c.id)).toEqual([first.id]);
    expect(drafts.json().meta.total).toBe(1);

    const paged = await call(t.app, 'GET', '/api/cards?per_page=1&page=2', { token: me.token });
    expect(paged.json().data.map((c: { id: string }) => c.id)).toEqual([second.id]);
  });

  it('refuses bad filters with 422', async () => {
    const { token } = await registerUser(t.app);
    for (const query of ['status=gone', 'page=0', 'per_page=1000', 'page=abc']) {
      const response = await call(t.app, 'GET', `/api/cards?${query}`, { token });
      expect(response.statusCode, query).toBe(422);
    }
    expect((await call(t.app, 'GET', '/api/cards')).statusCode).toBe(401);
  });
});

describe('GET/PATCH/DELETE /api/cards/:id', () => {
  it('gets, changes only the fields sent, clears with null or "", and deletes', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token, full);
    const got = await call(t.app, 'GET', `/api/cards/${card.id}`, { token });
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(card);

    const changed = await call(t.app, 'PATCH', `/api/cards/${card.id}`, {
      token,
      body: {
        job_title: null,
        company: '',
        template: 'bold',
        settings: { enable_analytics: false },
        status: 'draft',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('VCard updated successfully');
    expect(changed.json().data).toMatchObject({
      full_name: 'নুসরাত জাহান',
      job_title: null,
      company: null,
      template: 'bold',
      status: 'draft',
      email: 'nusrat@example.com',
      settings: { public: true, show_contact_form: false, enable_analytics: false },
    });

    const slug = await call(t.app, 'PATCH', `/api/cards/${card.id}`, {
      token,
      body: { slug: 'my-own-card' },
    });
    expect(slug.json().data.url).toBe('http://localhost:3000/c/my-own-card');

    const bad = await call(t.app, 'PATCH', `/api/cards/${card.id}`, {
      token,
      body: { full_name: '', email: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['full_name', 'email']);

    const deleted = await call(t.app, 'DELETE', `/api/cards/${card.id}`, { token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: 'VCard deleted successfully' });
    expect((await call(t.app, 'GET', `/api/cards/${card.id}`, { token })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/cards/${card.id}`, { token })).statusCode).toBe(404);
  });

  it("answers 404 for another user's card on every endpoint and changes nothing", async () => {
    const owner = await registerUser(t.app);
    const intruder = await registerUser(t.app);
    const card = await createCard(t.app, owner.token);
    const token = intruder.token;
    const responses = [
      await call(t.app, 'GET', `/api/cards/${card.id}`, { token }),
      await call(t.app, 'PATCH', `/api/cards/${card.id}`, { token, body: { full_name: 'Hacked' } }),
      await call(t.app, 'DELETE', `/api/cards/${card.id}`, { token }),
      await call(t.app, 'DELETE', `/api/cards/${card.id}/photo`, { token }),
      await uploadPhoto(t.app, token, card.id, await photoWithExif()),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const [row] = await t.database.db.select().from(vcards).where(eq(vcards.id, card.id));
    expect(row?.fullName).toBe('Nusrat Jahan');
    expect(row?.photoKey).toBeNull();
  });

  it('refuses an id that is not a uuid with 422', async () => {
    const { token } = await registerUser(t.app);
    const response = await call(t.app, 'GET', '/api/cards/not-a-uuid', { token });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ id: ['ID is invalid'] });
  });
});

describe('POST /api/cards/:id/photo', () => {
  it('re-encodes the photo to a 512 px JPEG without EXIF, with a 128 px thumbnail', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const response = await uploadPhoto(t.app, token, card.id, await photoWithExif());
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.photo_url).toMatch(/^\/uploads\/cards\/.+\.jpg$/);
    const photo = await t.app.inject({ method: 'GET', url: data.photo_url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(photo.rawPayload.includes(Buffer.from('Secret Photographer'))).toBe(false);
    const thumb = await t.app.inject({ method: 'GET', url: data.photo_thumb_url });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(128);

    // A new photo replaces the old files.
    const again = await uploadPhoto(
      t.app,
      token,
      card.id,
      await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0a0' } })
        .png()
        .toBuffer(),
      'image/png',
    );
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: data.photo_url })).statusCode).toBe(404);

    const removed = await call(t.app, 'DELETE', `/api/cards/${card.id}/photo`, { token });
    expect(removed.json().data.photo_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: again.json().data.photo_url })).statusCode).toBe(404);
  });

  it('refuses files that are not JPG/PNG/WebP images, broken images, big files and no file', async () => {
    const { token } = await registerUser(t.app);
    const card = await createCard(t.app, token);
    const gif = Buffer.from('GIF89a0000000000000000');
    const notImage = await uploadPhoto(t.app, token, card.id, gif, 'image/jpeg');
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors).toEqual({ photo: ['The photo must be a JPG, PNG or WebP image'] });

    const broken = await uploadPhoto(t.app, token, card.id, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect(broken.json().errors).toEqual({ photo: ['This image could not be read'] });

    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooBig = await uploadPhoto(t.app, token, card.id, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().errors).toEqual({ photo: ['The file is larger than 5 MB.'] });

    const json = await call(t.app, 'POST', `/api/cards/${card.id}/photo`, { token, body: { photo: 'x' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ photo: ['Please choose a photo'] });

    const field = multipartBody('other', 'a.txt', 'text/plain', Buffer.from('hello'));
    const textFile = await t.app.inject({
      method: 'POST',
      url: `/api/cards/${card.id}/photo`,
      headers: { authorization: `Bearer ${token}`, 'content-type': field.contentType },
      payload: field.payload,
    });
    expect(textFile.statusCode).toBe(422);

    const [row] = await t.database.db.select().from(vcards).where(eq(vcards.id, card.id));
    expect(row?.photoKey).toBeNull();
  });

  it('serves no files outside the uploads folder', async () => {
    for (const url of ['/uploads/../package.json', '/uploads/%2e%2e/x.jpg', '/uploads/cards/none.jpg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
