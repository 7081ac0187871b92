import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { multipartBody } from '../cards/cards-test-helpers.ts';
import { createBusiness, createCategory } from '../directory/directory-test-helpers.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

async function importCsv(token: string, businessId: string, csv: string | Buffer, query = '') {
  const body = multipartBody(
    'file',
    'products.csv',
    'text/csv',
    Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/my/businesses/${businessId}/products/import${query}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

const good = [
  'title,description,price,stock,marketplace_category,category,status,condition',
  '"Masala tea, large",Spiced milk tea,45.50,100,food,Tea,active,',
  'চা পাতা ৫০০ গ্রাম,সিলেটের চা,৩৫০,২০,Food,চা,draft,new',
  'Mug,"Ceramic, 300 ml","1,250",0,home goods,,',
  '=cmd(),formula-looking title,10,1,other,Tea,archived, Used ',
].join('\r\n');

describe('CSV import and export', () => {
  it('imports every row in one go, creating missing categories, and exports the same products', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    await createCategory(t.app, token, business.id, 'tea');

    const dry = await importCsv(token, business.id, good, '?dry_run=true');
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toEqual({ rows: 4, imported: 0, created_categories: ['চা'], dry_run: true });

    const response = await importCsv(token, business.id, `\uFEFF${good}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: '4 products imported',
      data: { rows: 4, imported: 4, created_categories: ['চা'] },
    });
    const list = (
      await call(t.app, 'GET', `/api/my/businesses/${business.id}/products?sort=oldest`, { token })
    ).json();
    expect(
      list.data.map((p: Record<string, unknown>) => [
        p.title,
        p.price,
        p.stock,
        p.marketplace_category,
        p.category_name,
        p.status,
        p.condition,
      ]),
    ).toEqual([
      ['Masala tea, large', 4550, 100, 'food', 'tea', 'active', 'new'],
      ['চা পাতা ৫০০ গ্রাম', 35000, 20, 'food', 'চা', 'draft', 'new'],
      ['Mug', 125000, 0, 'home_goods', null, 'draft', 'new'],
      ['=cmd()', 1000, 1, 'other', 'tea', 'archived', 'used'],
    ]);

    const exported = await call(t.app, 'GET', `/api/my/businesses/${business.id}/products/export.csv`, {
      token,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(
      exported.body.startsWith(
        '\uFEFFtitle,description,price,stock,marketplace_category,category,status,condition\r\n',
      ),
    ).toBe(true);
    expect(exported.body).toContain("'=cmd()");

    // Round trip: the export imported into another business gives the same products.
    const copy = await createBusiness(t.app, token, { name: 'Copy' });
    const again = await importCsv(token, copy.id, exported.rawPayload);
    expect(again.statusCode, again.body).toBe(200);
    const copied = (
      await call(t.app, 'GET', `/api/my/businesses/${copy.id}/products?sort=oldest`, { token })
    ).json();
    const strip = (p: Record<string, unknown>) => [
      p.title,
      p.description,
      p.price,
      p.stock,
      p.marketplace_category,
      p.category_name,
      p.status,
      p.condition,
    ];
    expect(copied.data.map(strip)).toEqual(list.data.map(strip));
  });

  it('rejects the whole file when any row is wrong, reporting each row and column', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const csv = [
      'title,price,stock,marketplace_category,status',
      'Fine,10,1,food,active',
      ',10,1,food,active',
      'Bad price,10.555,1,food,active',
      'Bad stock,10,-3,cars,sold',
    ].join('\n');
    const response = await importCsv(token, business.id, csv);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('Nothing was imported: 3 rows have errors');
    expect(body.errors).toEqual({
      'rows.3.title': ['Title is required'],
      'rows.4.price': ['Please enter a valid price of 0 or more'],
      'rows.5.stock': ['Stock must be a whole number of 0 or more'],
      'rows.5.marketplace_category': ['Marketplace category is invalid'],
      'rows.5.status': ['Status is invalid'],
    });
    const list = (await call(t.app, 'GET', `/api/my/businesses/${business.id}/products`, { token })).json();
    expect(list.meta.total).toBe(0);
  });

  it('imports files without the condition column as new, and refuses an unknown condition', async () => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const old = await importCsv(token, business.id, 'title,price\nTea,10\n');
    expect(old.statusCode, old.body).toBe(200);
    const list = (await call(t.app, 'GET', `/api/my/businesses/${business.id}/products`, { token })).json();
    expect(list.data.map((p: { condition: string }) => p.condition)).toEqual(['new']);
    const bad = await importCsv(token, business.id, 'title,price,condition\nTea,10,broken\n');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ 'rows.2.condition': ['Please choose new or used'] });
  });

  it.each<[string, string, string]>([
    ['an empty file', '', 'The file must have between 1 and 5000 product rows'],
    ['a header only', 'title,price\n', 'The file must have between 1 and 5000 product rows'],
    [
      'no price column',
      'title,stock\nTea,1\n',
      'The file needs a header row with at least the columns title and price',
    ],
    [
      'broken quoting',
      'title,price\n"Tea,10\n',
      'This file could not be read as CSV (UTF-8, comma-separated, with a header row)',
    ],
  ])('refuses %s', async (_label, csv, message) => {
    const { token } = await registerUser(t.app);
    const business = await createBusiness(t.app, token);
    const response = await importCsv(token, business.id, csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: [message] });
  });

  it('refuses a request without a file and another user’s business', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const business = await createBusiness(t.app, a.token);
    const noFile = await call(t.app, 'POST', `/api/my/businesses/${business.id}/products/import`, {
      token: a.token,
      body: {},
    });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: ['Please choose a CSV file'] });
    expect((await importCsv(b.token, business.id, 'title,price\nTea,1\n')).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', `/api/my/businesses/${business.id}/products/export.csv`, { token: b.token }))
        .statusCode,
    ).toBe(404);
  });
});
