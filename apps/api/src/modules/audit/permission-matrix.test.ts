import { canStaff, type TStaffPermission } from '@haat/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

/*
 * Issue 17 item 9: every admin endpoint refuses non-staff and checks the staff role per area. The
 * routes are collected from the built app, so a new `/api/admin/…` route without a line in ROUTES
 * fails this test; each is called anonymously (401), as a plain user (403), as a moderator (403
 * exactly where moderators lack the area) and as an admin (never 401/403).
 */

/** Every admin route (method and path as registered) and the staff area it needs. */
const ROUTES: Record<string, TStaffPermission> = {
  'GET /api/admin/dashboard': 'dashboard',
  'GET /api/admin/analytics': 'analytics',
  'GET /api/admin/analytics/export.csv': 'analytics',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/audit/export.csv': 'audit',
  'GET /api/admin/users': 'users',
  'POST /api/admin/users': 'users',
  'GET /api/admin/users/export.csv': 'users',
  'POST /api/admin/users/bulk': 'users',
  'GET /api/admin/users/:id': 'users',
  'POST /api/admin/users/:id/role': 'roles',
  'POST /api/admin/users/:id/resend-verification': 'users',
  'POST /api/admin/users/:id/suspend': 'users',
  'POST /api/admin/users/:id/unsuspend': 'users',
  'GET /api/admin/businesses': 'businesses',
  'POST /api/admin/businesses': 'businesses',
  'GET /api/admin/businesses/export.csv': 'businesses',
  'POST /api/admin/businesses/bulk': 'businesses',
  'GET /api/admin/businesses/:id': 'businesses',
  'PATCH /api/admin/businesses/:id': 'businesses',
  'GET /api/admin/businesses/:id/badge': 'businesses',
  'PUT /api/admin/businesses/:id/badge': 'businesses',
  'POST /api/admin/businesses/:id/suspend': 'businesses',
  'POST /api/admin/businesses/:id/unsuspend': 'businesses',
  'GET /api/admin/reports': 'content',
  'POST /api/admin/reports/bulk': 'content',
  'GET /api/admin/reports/:type/:id': 'content',
  'POST /api/admin/reports/:type/:id/decide': 'content',
  'GET /api/admin/kyc': 'kyc',
  'GET /api/admin/kyc/:id': 'kyc',
  'POST /api/admin/kyc/:id/approve': 'kyc',
  'POST /api/admin/kyc/:id/reject': 'kyc',
  'GET /api/admin/whatsapp-verifications': 'whatsapp',
  'GET /api/admin/whatsapp-verifications/:id': 'whatsapp',
  'POST /api/admin/whatsapp-verifications/:id/approve': 'whatsapp',
  'POST /api/admin/whatsapp-verifications/:id/reject': 'whatsapp',
  'POST /api/admin/whatsapp-verifications/:id/resend': 'whatsapp',
  'GET /api/admin/payments': 'money',
  'POST /api/admin/payments/:id/approve': 'money',
  'POST /api/admin/payments/:id/reject': 'money',
  'GET /api/admin/withdrawals': 'money',
  'POST /api/admin/withdrawals/:id/approve': 'money',
  'POST /api/admin/withdrawals/:id/pay': 'money',
  'POST /api/admin/withdrawals/:id/reject': 'money',
  'GET /api/admin/ledger/check': 'money',
  'PUT /api/admin/products/:id/feature': 'money',
  'GET /api/admin/settings': 'settings',
  'PATCH /api/admin/settings': 'settings',
};

/**
 * The routes of `app.printRoutes({ commonPrefix: false })` as `METHOD /path` (HEAD left out: Fastify
 * adds it to every GET). Each tree line is a path segment under its parent, with its methods.
 */
function routesOfTree(tree: string): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack.join('')}${match[2]}`;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean))
      if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found;
}

/** A concrete address for a route's path: valid-looking ids for its parameters. */
const ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(':type', 'post').replace(/:[a-z_]+/g, ID);

let t: TTestApp;
let admin: string;
let moderator: string;
let person: string;
let collected: string[];

async function withRole(role: 'admin' | 'moderator' | 'user') {
  const registered = await registerUser(t.app);
  await t.database.db.update(users).set({ role }).where(eq(users.id, registered.user.id));
  return registered.token;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
  admin = await withRole('admin');
  moderator = await withRole('moderator');
  person = await withRole('user');
  collected = routesOfTree(t.app.printRoutes({ commonPrefix: false })).filter((route) =>
    route.split(' ')[1]?.startsWith('/api/admin/'),
  );
});
afterAll(() => t.close());

/** Calls every admin route as `token` (none: anonymous) and lists those answering otherwise than `expected`. */
async function mismatches(token: string | undefined, expected: (permission: TStaffPermission) => string) {
  const wrong: string[] = [];
  for (const route of collected) {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
    const permission = ROUTES[route] as TStaffPermission;
    const response = await call(t.app, method, concrete(path), {
      ...(token ? { token } : {}),
      ...(method === 'GET' ? {} : { body: {} }),
    });
    const status = response.statusCode;
    const want = expected(permission);
    const ok =
      want === 'allowed' ? status !== 401 && status !== 403 && status < 500 : String(status) === want;
    if (!ok) wrong.push(`${route} → ${status} (expected ${want})`);
  }
  return wrong;
}

describe('admin permission matrix', () => {
  it('finds the admin routes, and the table names every one of them (and nothing else)', () => {
    expect(collected.length).toBeGreaterThan(40);
    expect(collected.filter((route) => !(route in ROUTES))).toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !collected.includes(route))).toEqual([]);
  });

  it('refuses anonymous callers everywhere with 401, before reading the body', async () => {
    expect(await mismatches(undefined, () => '401')).toEqual([]);
  });

  it('refuses a plain user everywhere with 403', async () => {
    expect(await mismatches(person, () => '403')).toEqual([]);
  });

  it('refuses a moderator exactly where moderators lack the area (money, roles, settings, analytics, audit)', async () => {
    expect(await mismatches(moderator, (p) => (canStaff('moderator', p) ? 'allowed' : '403'))).toEqual([]);
  });

  it('lets an admin through everywhere', async () => {
    expect(await mismatches(admin, () => 'allowed')).toEqual([]);
  });
});
