import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { asPerson, makePerson, type TPerson } from './admin-users-test-helpers.ts';

/*
 * Staff's list of people (issue 17 item 2): search (with LIKE's own characters taken literally),
 * filters, order, pages, the CSV export with its formula guard, and who may ask at all.
 */

let t: TTestApp;
let admin: TPerson;
let as: ReturnType<typeof asPerson>;
const tag = `zq${Date.now().toString(36)}`;
let people: Record<string, TPerson>;

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 });
  admin = await makePerson(t, 'admin', { name: `Admin ${tag}` });
  as = asPerson(t, admin);
  people = {
    percent: await makePerson(t, 'user', { name: `Percent 100% ${tag}` }),
    underscore: await makePerson(t, 'user', { name: `Under_score ${tag}` }),
    plain: await makePerson(t, 'user', { name: `Plain Person ${tag}` }),
    formula: await makePerson(t, 'user', { name: `=HYPERLINK("x") ${tag}`, country: 'BD' }),
    moderator: await makePerson(t, 'moderator', { name: `Moderator ${tag}` }),
  };
  const db = t.database.db;
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), country: 'IN', createdAt: new Date('2024-03-10T10:00:00Z') })
    .where(eq(users.id, people.plain?.user.id));
  await db
    .update(users)
    .set({ status: 'suspended', suspendedAt: new Date(), suspendedReason: 'spam' })
    .where(eq(users.id, people.underscore?.user.id));
  await db.update(users).set({ identityVerifiedAt: new Date() }).where(eq(users.id, people.percent?.user.id));
});
afterAll(() => t.close());

const names = (response: { json(): { data: { name: string }[] } }) =>
  response.json().data.map((row) => row.name);

describe('GET /api/admin/users', () => {
  it('searches names with % and _ taken literally, and finds an exact phone in any form', async () => {
    const percent = await as('GET', `/api/admin/users?q=${encodeURIComponent('100%')}`);
    expect(percent.statusCode, percent.body).toBe(200);
    expect(names(percent)).toEqual([`Percent 100% ${tag}`]);
    const underscore = await as('GET', `/api/admin/users?q=${encodeURIComponent('r_s')}`);
    expect(names(underscore)).toEqual([`Under_score ${tag}`]);
    // `_` would match any one character if it were not escaped: "Plain Person" has "n P".
    expect(names(await as('GET', `/api/admin/users?q=${encodeURIComponent('n_P')}`))).toEqual([]);
    const local = people.plain?.user.phone.replace('+880', '0') as string;
    const byPhone = await as('GET', `/api/admin/users?q=${encodeURIComponent(local)}`);
    expect(names(byPhone)).toEqual([`Plain Person ${tag}`]);
    const byEmail = await as('GET', `/api/admin/users?q=${encodeURIComponent(people.plain?.user.email)}`);
    expect(names(byEmail)).toEqual([`Plain Person ${tag}`]);
  });

  it('filters by role, status, verification, country and signup days', async () => {
    const q = `&q=${tag}`;
    expect(names(await as('GET', `/api/admin/users?role=moderator${q}`))).toEqual([`Moderator ${tag}`]);
    const suspended = await as('GET', `/api/admin/users?status=suspended${q}`);
    expect(suspended.json().data).toMatchObject([{ name: `Under_score ${tag}`, suspended_reason: 'spam' }]);
    expect(names(await as('GET', `/api/admin/users?verification=email${q}`))).toEqual([
      `Plain Person ${tag}`,
    ]);
    expect(names(await as('GET', `/api/admin/users?verification=identity${q}`))).toEqual([
      `Percent 100% ${tag}`,
    ]);
    const none = names(await as('GET', `/api/admin/users?verification=none${q}&sort=name`));
    expect(none).not.toContain(`Plain Person ${tag}`);
    expect(none).not.toContain(`Percent 100% ${tag}`);
    expect(names(await as('GET', `/api/admin/users?country=in${q}`))).toEqual([`Plain Person ${tag}`]);
    const march = await as('GET', `/api/admin/users?from=2024-03-10&to=2024-03-10${q}`);
    expect(names(march)).toEqual([`Plain Person ${tag}`]);
    expect(names(await as('GET', `/api/admin/users?from=2024-03-11&to=2024-03-31${q}`))).toEqual([]);
  });

  it('sorts by name, role and signup (both ways) and pages with a total', async () => {
    const byName = names(await as('GET', `/api/admin/users?q=${tag}&sort=name`));
    expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const byNameDown = names(await as('GET', `/api/admin/users?q=${tag}&sort=-name`));
    expect(byNameDown).toEqual([...byName].reverse());
    const byRole = (await as('GET', `/api/admin/users?q=${tag}&sort=role`)).json().data;
    expect(byRole.slice(0, 2).map((row: { role: string }) => row.role)).toEqual(['admin', 'moderator']);
    const oldest = names(await as('GET', `/api/admin/users?q=${tag}&sort=created_at`));
    expect(oldest[0]).toBe(`Plain Person ${tag}`);

    const first = await as('GET', `/api/admin/users?q=${tag}&sort=name&per_page=2&page=1`);
    expect(first.json().meta).toEqual({ page: 1, perPage: 2, total: 6 });
    const third = await as('GET', `/api/admin/users?q=${tag}&sort=name&per_page=2&page=3`);
    expect([...names(first), ...names(third)]).toEqual([byName[0], byName[1], byName[4], byName[5]]);
  });

  it('answers each person with their flags and last activity, no secrets', async () => {
    const [row] = (await as('GET', `/api/admin/users?q=${encodeURIComponent(admin.user.email)}`)).json().data;
    expect(row).toMatchObject({
      id: admin.user.id,
      role: 'admin',
      status: 'active',
      email_verified: false,
      two_factor: false,
    });
    expect(row.last_active).not.toBeNull();
    expect(row).not.toHaveProperty('password_hash');
    expect(row).not.toHaveProperty('passwordHash');
  });

  it('refuses bad filters with field messages', async () => {
    const bad = await as('GET', '/api/admin/users?role=king&sort=password&from=2024-02-30&per_page=500');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'per_page', 'role', 'sort']);
    const backwards = await as('GET', '/api/admin/users?from=2024-05-01&to=2024-04-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.from[0]).toMatch(/on or before/);
  });
});

describe('GET /api/admin/users/export.csv', () => {
  it('exports the filtered people with a header row and formulas made harmless', async () => {
    const response = await as('GET', `/api/admin/users/export.csv?q=${tag}&sort=name`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="haat-users-/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,name,email,phone,country,role,status,suspended_reason,email_verified,identity_verified,whatsapp_verified,two_factor,created_at,last_active',
    );
    expect(lines).toHaveLength(7);
    const formula = lines.find((line) => line.includes('HYPERLINK'));
    expect(formula).toContain(`"'=HYPERLINK(""x"") ${tag}"`);
    expect(lines.find((line) => line.includes('Under_score'))).toContain(',suspended,spam,');
    const filtered = await as('GET', `/api/admin/users/export.csv?q=${tag}&role=moderator`);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('who may ask', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const endpoints: ['GET' | 'POST', string, unknown?][] = [
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/export.csv'],
    ['GET', `/api/admin/users/${id}`],
    [
      'POST',
      '/api/admin/users',
      { name: 'X Y', email: 'x@example.com', phone: '01711111111', country: 'BD' },
    ],
    ['POST', '/api/admin/users/bulk', { action: 'unsuspend', ids: [id] }],
    ['POST', `/api/admin/users/${id}/role`, { role: 'user' }],
    ['POST', `/api/admin/users/${id}/suspend`, { reason: 'spam spam' }],
    ['POST', `/api/admin/users/${id}/unsuspend`, {}],
    ['POST', `/api/admin/users/${id}/resend-verification`, {}],
  ];

  it('answers 401 to anonymous callers and 403 to a plain user on every endpoint', async () => {
    const plain = await makePerson(t);
    for (const [method, url, body] of endpoints) {
      const anonymous = await call(t.app, method, url, { body });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const user = await call(t.app, method, url, { token: plain.token, body });
      expect(user.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lets a moderator read and act on people, but never change roles', async () => {
    const moderator = asPerson(t, people.moderator as TPerson);
    expect((await moderator('GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await moderator('GET', '/api/admin/users/export.csv')).statusCode).toBe(200);
    const role = await moderator('POST', `/api/admin/users/${people.plain?.user.id}/role`, {
      role: 'moderator',
    });
    expect(role.statusCode).toBe(403);
  });
});
