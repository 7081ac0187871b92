import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../test/test-app.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { seedDirectory } from '../../db/seed/seed-directory.ts';
import { seedTrust } from '../../db/seed/seed-trust.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100 });
});
afterAll(() => t.close());

const signIn = async (login: string, password = 'Demo@12345') =>
  (await call(t.app, 'POST', '/api/auth/login', { body: { login, password } })).json().data.token as string;

describe('the demo trust seed', () => {
  it('verifies Rahim, puts Omar’s passport in the queue, once', async () => {
    const deps = { ...t.app.deps, privateStorage: t.app.privateStorage };
    await seedDemo(t.database.db);
    await seedDirectory(t.database.db);
    expect(await seedTrust(deps)).toBe(true);
    expect(await seedTrust(deps)).toBe(false);

    const rahim = await signIn('rahim@haat.test');
    const me = (await call(t.app, 'GET', '/api/auth/user', { token: rahim })).json();
    expect(me.identity_verified_at).not.toBeNull();
    expect(me.whatsapp_number).toBe('+8801711111111');
    expect((await call(t.app, 'GET', '/api/kyc', { token: rahim })).json().data.status).toBe('approved');

    // His business's WhatsApp number is his verified one: the business page says so.
    const shops = (await call(t.app, 'GET', '/api/my/businesses', { token: rahim })).json().data;
    const shop = shops.find((b: { name: string }) => b.name === 'Rahim Electronics');
    const pageOf = async () => (await call(t.app, 'GET', `/api/businesses/${shop.slug}`)).json().data;
    expect(await pageOf()).toMatchObject({ whatsapp_verified: true, business: { verified: true } });
    const patched = await call(t.app, 'PATCH', `/api/my/businesses/${shop.id}`, {
      token: rahim,
      body: { whatsapp: '01711-222222' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await pageOf()).whatsapp_verified).toBe(false);

    const admin = await signIn('admin@haat.test', 'Admin@12345');
    const queue = (await call(t.app, 'GET', '/api/admin/kyc?status=pending', { token: admin })).json().data;
    expect(queue.map((item: { user: { email: string } }) => item.user.email)).toEqual(['omar@haat.test']);
  });
});
