import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { createBusiness, createProduct } from '../directory/directory-test-helpers.ts';
import { listPublicBusinessPaths } from '../directory/repository.ts';
import { checkout } from '../orders/orders-test-helpers.ts';

/*
 * Staff's businesses (issue 17 item 3): the list with its filters, order and CSV, create for a
 * person, edit, the badge, suspension (hidden from the directory, the page, the marketplace and
 * carts; the owner told), bulk actions, who may, and the audit rows (none when an action fails).
 */

type TPerson = Awaited<ReturnType<typeof registerUser>>;

let t: TTestApp;
let admin: TPerson;
let moderator: TPerson;
let plain: TPerson;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  admin = await registerUser(t.app, { name: 'Ayesha Admin' });
  moderator = await registerUser(t.app, { name: 'Mahmud Moderator' });
  plain = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
  await t.database.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.user.id));
});
afterAll(() => t.close());

const as = (person: TPerson) => (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: unknown) =>
  call(t.app, method, url, { token: person.token, body });

async function auditRows(targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'business'), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.createdAt);
}

describe('who may', () => {
  it('refuses the anonymous (401) and plain users (403); lets admins and moderators in', async () => {
    const owner = await registerUser(t.app);
    const shop = await createBusiness(t.app, owner.token, { name: 'Guarded Shop' });
    const requests: ['GET' | 'POST' | 'PATCH', string, unknown?][] = [
      ['GET', '/api/admin/businesses'],
      ['GET', '/api/admin/businesses/export.csv'],
      ['GET', `/api/admin/businesses/${shop.id}`],
      ['POST', '/api/admin/businesses', { owner_email: owner.payload.email, name: 'X', type: 'retail' }],
      ['PATCH', `/api/admin/businesses/${shop.id}`, { description: 'x' }],
      ['POST', `/api/admin/businesses/${shop.id}/suspend`, { reason: 'Spam listings' }],
      ['POST', `/api/admin/businesses/${shop.id}/unsuspend`, {}],
      ['POST', '/api/admin/businesses/bulk', { action: 'verify', ids: [shop.id] }],
    ];
    for (const [method, url, body] of requests) {
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(plain)(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await as(moderator)('GET', '/api/admin/businesses')).statusCode).toBe(200);
    expect((await as(moderator)('GET', `/api/admin/businesses/${shop.id}`)).statusCode).toBe(200);
    const suspended = await as(moderator)('POST', `/api/admin/businesses/${shop.id}/suspend`, {
      reason: 'Moderator check',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(await auditRows(shop.id)).toHaveLength(1);
    expect((await auditRows(shop.id))[0]).toMatchObject({
      actorRole: 'moderator',
      action: 'businesses.suspend',
    });
    expect(
      (await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, plain.user.id))).length,
    ).toBe(0);
  });
});

describe('the list', () => {
  let owner: TPerson;
  beforeAll(async () => {
    owner = await registerUser(t.app, { name: 'Listing Owner' });
    const a = await createBusiness(t.app, owner.token, {
      name: 'Alpha 100% Tea_Shop',
      type: 'restaurant',
      district: 'bd-sylhet',
    });
    await createBusiness(t.app, owner.token, { name: 'Beta Hardware', type: 'retail', district: 'bd-dhaka' });
    await createBusiness(t.app, owner.token, { name: 'Gamma Services', type: 'service' });
    await createProduct(t.app, owner.token, a.id, { title: 'Leaf tea' });
    await createProduct(t.app, owner.token, a.id, { title: 'Dust tea' });
  });

  const names = (body: { data: { name: string }[] }) => body.data.map((item) => item.name);
  const list = async (query: string) => {
    const response = await as(admin)('GET', `/api/admin/businesses${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('searches name, link and the owner; % and _ are taken literally', async () => {
    expect(names(await list(`?q=${encodeURIComponent(owner.payload.email)}&sort=name`))).toEqual([
      'Alpha 100% Tea_Shop',
      'Beta Hardware',
      'Gamma Services',
    ]);
    expect(names(await list('?q=Listing%20Owner&type=retail'))).toEqual(['Beta Hardware']);
    expect(names(await list(`?q=${encodeURIComponent('100%')}`))).toEqual(['Alpha 100% Tea_Shop']);
    expect(names(await list(`?q=${encodeURIComponent('a_S')}`))).toEqual(['Alpha 100% Tea_Shop']);
    expect((await list(`?q=${encodeURIComponent('%')}&per_page=100`)).data.length).toBe(1);
    expect((await list(`?q=${encodeURIComponent("'; DROP TABLE businesses; --")}`)).data).toEqual([]);
  });

  it('filters, sorts and pages', async () => {
    const mine = `?q=${encodeURIComponent(owner.payload.email)}`;
    expect(names(await list(`${mine}&district=bd-sylhet`))).toEqual(['Alpha 100% Tea_Shop']);
    expect(names(await list(`${mine}&sort=-products`))[0]).toBe('Alpha 100% Tea_Shop');
    expect((await list(`${mine}&sort=-products`)).data[0].product_count).toBe(2);
    expect(names(await list(`${mine}&sort=-name`))).toEqual([
      'Gamma Services',
      'Beta Hardware',
      'Alpha 100% Tea_Shop',
    ]);
    const first = await list(`${mine}&sort=name&per_page=2&page=1`);
    const second = await list(`${mine}&sort=name&per_page=2&page=2`);
    expect(names(first)).toEqual(['Alpha 100% Tea_Shop', 'Beta Hardware']);
    expect(names(second)).toEqual(['Gamma Services']);
    expect(first.meta).toEqual({ page: 1, perPage: 2, total: 3 });
    expect(names(await list(`${mine}&verified=true`))).toEqual([]);
    expect(names(await list(`${mine}&suspended=false&kind=business&country=BD`))).toHaveLength(3);
    const today = new Date().toISOString().slice(0, 10);
    expect(names(await list(`${mine}&from=${today}&to=${today}`))).toHaveLength(3);
    expect(names(await list(`${mine}&to=2000-01-01`))).toEqual([]);
    const item = (await list(`${mine}&type=service`)).data[0];
    expect(item).toMatchObject({
      kind: 'business',
      owner: { id: owner.user.id, name: 'Listing Owner', email: owner.payload.email },
      verified: false,
      verified_badge: null,
      suspended_at: null,
      product_count: 0,
    });
  });

  it('refuses bad filters with clear messages', async () => {
    for (const query of [
      '?sort=owner',
      '?per_page=101',
      '?verified=maybe',
      '?district=atlantis',
      '?from=yesterday',
    ]) {
      const response = await as(admin)('GET', `/api/admin/businesses${query}`);
      expect(response.statusCode, query).toBe(422);
    }
    const long = await as(admin)('GET', `/api/admin/businesses?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
  });

  it('exports the same filters as CSV with formulas defused', async () => {
    await createBusiness(t.app, owner.token, { name: '=HYPERLINK("http://evil")', type: 'retail' });
    const response = await as(admin)(
      'GET',
      `/api/admin/businesses/export.csv?q=${encodeURIComponent(owner.payload.email)}&sort=name`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="haat-businesses-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^id,name,slug,type,kind,owner_id,owner_name,owner_email,verified/);
    expect(lines).toHaveLength(5);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(response.body).not.toMatch(/,=HYPERLINK/);
    const retail = await as(admin)(
      'GET',
      `/api/admin/businesses/export.csv?q=${encodeURIComponent(owner.payload.email)}&type=service`,
    );
    expect(retail.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('create, open and edit', () => {
  it('creates a business for a person by email; recorded; the person owns it', async () => {
    const person = await registerUser(t.app, { name: 'Nasima Begum' });
    const created = await as(admin)('POST', '/api/admin/businesses', {
      owner_email: person.payload.email.toUpperCase(),
      name: 'Nasima Tailors',
      type: 'service',
      district: 'bd-khulna',
    });
    expect(created.statusCode, created.body).toBe(201);
    const business = created.json().data;
    const mine = await call(t.app, 'GET', '/api/my/businesses', { token: person.token });
    expect(mine.json().data.map((b: { id: string }) => b.id)).toEqual([business.id]);
    const [row] = await auditRows(business.id);
    expect(row).toMatchObject({
      action: 'businesses.create',
      actorId: admin.user.id,
      actorName: 'Ayesha Admin',
      targetLabel: 'Nasima Tailors',
      after: { name: 'Nasima Tailors', type: 'service', owner_id: person.user.id },
    });

    const byId = await as(moderator)('POST', '/api/admin/businesses', {
      owner_id: person.user.id,
      name: 'Nasima Fabrics',
      type: 'retail',
    });
    expect(byId.statusCode, byId.body).toBe(201);
  });

  it('refuses an unknown owner, no owner, or bad fields — and writes no audit row', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    const unknown = await as(admin)('POST', '/api/admin/businesses', {
      owner_email: 'nobody-here@example.com',
      name: 'Ghost Shop',
      type: 'retail',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ owner_email: ['No account has this email address'] });
    const none = await as(admin)('POST', '/api/admin/businesses', { name: 'Ghost Shop', type: 'retail' });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['owner_email']);
    const person = await registerUser(t.app);
    const bad = await as(admin)('POST', '/api/admin/businesses', {
      owner_email: person.payload.email,
      name: '',
      type: 'castle',
      email: 'not-an-email',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name', 'type']);
    const taken = await createBusiness(t.app, person.token, { name: 'Taken Link', slug: 'taken-link-x2' });
    const clash = await as(admin)('POST', '/api/admin/businesses', {
      owner_email: person.payload.email,
      name: 'Another',
      type: 'retail',
      slug: taken.slug,
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors).toEqual({ slug: ['This link is already taken'] });
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });

  it('opens a business with its owner, counts and audit entries; edits with the owner’s validation', async () => {
    const owner = await registerUser(t.app, { name: 'Karim Owner' });
    const shop = await createBusiness(t.app, owner.token, { name: 'Karim Store', phone: '01711000000' });
    await createProduct(t.app, owner.token, shop.id, { status: 'active' });
    const missing = await as(admin)('GET', '/api/admin/businesses/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);

    const edited = await as(admin)('PATCH', `/api/admin/businesses/${shop.id}`, {
      name: 'Karim General Store',
      description: 'Rice, lentils and oil',
      phone: '01711000000',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.name).toBe('Karim General Store');
    const bad = await as(admin)('PATCH', `/api/admin/businesses/${shop.id}`, {
      website: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(422);
    const nothing = await as(admin)('PATCH', `/api/admin/businesses/${shop.id}`, {
      name: 'Karim General Store',
    });
    expect(nothing.statusCode).toBe(200);

    const detail = (await as(moderator)('GET', `/api/admin/businesses/${shop.id}`)).json().data;
    expect(detail.business).toMatchObject({
      id: shop.id,
      name: 'Karim General Store',
      phone: '+8801711000000',
    });
    expect(detail.owner).toMatchObject({
      id: owner.user.id,
      name: 'Karim Owner',
      email: owner.payload.email,
    });
    expect(detail.counts).toEqual({ products: 1, active_products: 1, reviews: 0, orders: 0 });
    expect(detail.audit).toHaveLength(1);
    expect(detail.audit[0]).toMatchObject({
      action: 'businesses.update',
      actor: { id: admin.user.id, name: 'Ayesha Admin', role: 'admin' },
      before: { name: 'Karim Store', description: null },
      after: { name: 'Karim General Store', description: 'Rice, lentils and oil' },
    });
    expect(Object.keys(detail.audit[0].after).sort()).toEqual(['description', 'name']);
  });
});

describe('verify and suspend', () => {
  it('verifies: the badge shows in the public directory; recorded as businesses.verify', async () => {
    const owner = await registerUser(t.app);
    const shop = await createBusiness(t.app, owner.token, { name: 'Zebra Crossing Cafe' });
    const verified = await as(admin)('PUT', `/api/admin/businesses/${shop.id}/badge`, { badge: 'granted' });
    expect(verified.statusCode, verified.body).toBe(200);
    const directory = await call(t.app, 'GET', '/api/businesses?q=zebra%20crossing');
    expect(directory.json().data).toEqual([expect.objectContaining({ id: shop.id, verified: true })]);
    const again = await as(admin)('PUT', `/api/admin/businesses/${shop.id}/badge`, { badge: 'granted' });
    expect(again.statusCode).toBe(200);
    const rows = await auditRows(shop.id);
    expect(rows.map((row) => row.action)).toEqual(['businesses.verify']);
    expect(rows[0]).toMatchObject({
      before: { verified: false, verified_badge: null },
      after: { verified: true, verified_badge: 'granted' },
    });
    const listed = (await as(admin)('GET', `/api/admin/businesses?q=zebra&verified=true`)).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: shop.id, verified_badge: 'granted' })]);
  });

  it('suspends: gone from the directory, its page, the marketplace and carts; the owner told and still sees it; unsuspend brings it back', async () => {
    const owner = await registerUser(t.app);
    const buyer = await registerUser(t.app);
    const shop = await createBusiness(t.app, owner.token, { name: 'Quokka Quilts', district: 'bd-rajshahi' });
    const product = await createProduct(t.app, owner.token, shop.id, {
      title: 'Quokka nakshi kantha',
      status: 'active',
      stock: 5,
      price: 120_000,
      marketplace_category: 'clothing',
    });
    const inCart = await call(t.app, 'PUT', `/api/cart/items/${product.id}`, {
      token: buyer.token,
      body: { quantity: 1 },
    });
    expect(inCart.statusCode, inCart.body).toBe(200);

    const directory = async () => (await call(t.app, 'GET', '/api/businesses?q=quokka')).json().data.length;
    const cities = async () =>
      (await call(t.app, 'GET', '/api/directory/cities'))
        .json()
        .data.find((c: { city: string }) => c.city === 'bd-rajshahi')?.count ?? 0;
    const page = async () => (await call(t.app, 'GET', `/api/businesses/${shop.slug}`)).statusCode;
    const html = async () => (await t.app.inject({ method: 'GET', url: `/b/${shop.slug}` })).statusCode;
    const search = async () =>
      (await call(t.app, 'GET', '/api/marketplace/search?q=quokka')).json().data.items.length;
    const productPage = async () =>
      (await call(t.app, 'GET', `/api/marketplace/products/${product.slug}`)).statusCode;
    // The sitemap's rows (the files themselves are cached for five minutes).
    const sitemap = async () =>
      (await listPublicBusinessPaths(t.database.db, { offset: 0, limit: 10_000 })).some(
        (row) => row.slug === shop.slug,
      );
    expect([
      await directory(),
      await cities(),
      await page(),
      await html(),
      await search(),
      await productPage(),
    ]).toEqual([1, 1, 200, 200, 1, 200]);
    expect(await sitemap()).toBe(true);

    const tooShort = await as(admin)('POST', `/api/admin/businesses/${shop.id}/suspend`, { reason: 'no' });
    expect(tooShort.statusCode).toBe(422);
    expect(tooShort.json().errors.reason).toEqual(['The reason must be 3 to 500 characters']);
    expect(await auditRows(shop.id)).toHaveLength(0);

    const suspended = await as(admin)('POST', `/api/admin/businesses/${shop.id}/suspend`, {
      reason: 'Counterfeit goods reported',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect([
      await directory(),
      await cities(),
      await page(),
      await html(),
      await search(),
      await productPage(),
    ]).toEqual([0, 0, 404, 404, 0, 404]);
    expect(await sitemap()).toBe(false);

    // Carts refuse it with a clear message; a line already in the cart cannot be ordered.
    const add = await call(t.app, 'PUT', `/api/cart/items/${product.id}`, {
      token: buyer.token,
      body: { quantity: 2 },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toBe('Quokka Quilts is not selling on Haat at the moment');
    const cart = (await call(t.app, 'GET', '/api/cart', { token: buyer.token })).json().data;
    expect(cart.items[0]).toMatchObject({ product_id: product.id, available: false });
    const order = await checkout(t.app, buyer.token, { payment_method: 'cod' });
    expect(order.statusCode).toBe(409);
    expect(order.json().message).toContain('Quokka Quilts is not selling on Haat at the moment');

    // The owner still sees it, marked suspended with the reason, and is told.
    const mine = (await call(t.app, 'GET', `/api/my/businesses/${shop.id}`, { token: owner.token })).json()
      .data;
    expect(mine.suspension).toMatchObject({ reason: 'Counterfeit goods reported' });
    const notices = (await call(t.app, 'GET', '/api/notifications', { token: owner.token })).json().data;
    expect(notices[0]).toMatchObject({
      type: 'business_suspended',
      data: { business_id: shop.id, name: 'Quokka Quilts', reason: 'Counterfeit goods reported' },
    });

    const twice = await as(admin)('POST', `/api/admin/businesses/${shop.id}/suspend`, {
      reason: 'Again please',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This business is already suspended');
    const rows = await auditRows(shop.id);
    expect(rows.map((row) => [row.action, row.reason])).toEqual([
      ['businesses.suspend', 'Counterfeit goods reported'],
    ]);

    const listed = (await as(admin)('GET', '/api/admin/businesses?q=quokka&suspended=true')).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ id: shop.id, suspended_reason: 'Counterfeit goods reported' }),
    ]);

    const lifted = await as(moderator)('POST', `/api/admin/businesses/${shop.id}/unsuspend`, {});
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect([await directory(), await page(), await search(), await productPage()]).toEqual([1, 200, 1, 200]);
    expect((await call(t.app, 'GET', '/api/notifications', { token: owner.token })).json().data[0].type).toBe(
      'business_unsuspended',
    );
    const notAgain = await as(admin)('POST', `/api/admin/businesses/${shop.id}/unsuspend`, {});
    expect(notAgain.statusCode).toBe(409);
    expect((await auditRows(shop.id)).map((row) => row.action)).toEqual([
      'businesses.suspend',
      'businesses.unsuspend',
    ]);
  });

  it('refuses suspending one’s own business and an unknown one, with no audit row', async () => {
    const own = await createBusiness(t.app, admin.token, { name: 'Admin Own Shop' });
    const response = await as(admin)('POST', `/api/admin/businesses/${own.id}/suspend`, {
      reason: 'Testing myself',
    });
    expect(response.statusCode).toBe(403);
    const unknown = await as(admin)(
      'POST',
      '/api/admin/businesses/00000000-0000-4000-8000-000000000000/suspend',
      {
        reason: 'Nothing there',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await auditRows(own.id)).toHaveLength(0);
  });

  it('two staff suspending at once: one wins, the other gets 409, one audit row', async () => {
    const owner = await registerUser(t.app);
    const shop = await createBusiness(t.app, owner.token, { name: 'Race Shop' });
    const answers = await Promise.all([
      as(admin)('POST', `/api/admin/businesses/${shop.id}/suspend`, { reason: 'First reason' }),
      as(moderator)('POST', `/api/admin/businesses/${shop.id}/suspend`, { reason: 'Second reason' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows(shop.id)).toHaveLength(1);
  });
});

describe('bulk actions', () => {
  it('verifies, suspends and unsuspends many, one audit row per change, with each outcome', async () => {
    const owner = await registerUser(t.app);
    const a = await createBusiness(t.app, owner.token, { name: 'Bulk One' });
    const b = await createBusiness(t.app, owner.token, { name: 'Bulk Two' });
    const own = await createBusiness(t.app, admin.token, { name: 'Bulk Own' });
    const ghost = '00000000-0000-4000-8000-000000000001';

    const noReason = await as(admin)('POST', '/api/admin/businesses/bulk', {
      action: 'suspend',
      ids: [a.id],
    });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const tooMany = await as(admin)('POST', '/api/admin/businesses/bulk', {
      action: 'verify',
      ids: Array.from({ length: 101 }, () => a.id),
    });
    expect(tooMany.statusCode).toBe(422);
    const empty = await as(admin)('POST', '/api/admin/businesses/bulk', { action: 'verify', ids: [] });
    expect(empty.statusCode).toBe(422);

    const verify = await as(admin)('POST', '/api/admin/businesses/bulk', {
      action: 'verify',
      ids: [a.id, b.id, own.id, ghost],
    });
    expect(verify.statusCode, verify.body).toBe(200);
    expect(verify.json().data.done).toBe(2);
    expect(verify.json().data.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'done',
      'done',
      'refused',
      'not_found',
    ]);

    const suspend = await as(moderator)('POST', '/api/admin/businesses/bulk', {
      action: 'suspend',
      ids: [a.id, b.id],
      reason: 'Duplicate listings',
    });
    expect(suspend.json().data.done).toBe(2);
    const again = await as(moderator)('POST', '/api/admin/businesses/bulk', {
      action: 'suspend',
      ids: [a.id],
      reason: 'Duplicate listings',
    });
    expect(again.json().data.results[0]).toMatchObject({
      outcome: 'unchanged',
      message: 'This business is already suspended',
    });
    const unsuspend = await as(admin)('POST', '/api/admin/businesses/bulk', {
      action: 'unsuspend',
      ids: [a.id],
    });
    expect(unsuspend.json().data.done).toBe(1);

    expect((await auditRows(a.id)).map((row) => row.action)).toEqual([
      'businesses.verify',
      'businesses.suspend',
      'businesses.unsuspend',
    ]);
    expect((await auditRows(b.id)).map((row) => row.action)).toEqual([
      'businesses.verify',
      'businesses.suspend',
    ]);
    expect(await auditRows(own.id)).toHaveLength(0);
  });
});
