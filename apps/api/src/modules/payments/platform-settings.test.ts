import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { registerAdmin } from './payments-test-helpers.ts';
import { getPlatformSettings, updatePlatformSettings } from './platform-settings.ts';

/* Issue 17 item 6: the settings that are not amounts, their validation, audit and roles. */

let t: TTestApp;
let admin: Awaited<ReturnType<typeof registerAdmin>>;
let admin2: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 100, payments: { demo: true, bkashNumber: '01700000001' } });
  admin = await registerAdmin(t);
  admin2 = await registerAdmin(t);
});
afterAll(() => t.close());

const patch = (body: unknown, token = admin.token) =>
  call(t.app, 'PATCH', '/api/admin/settings', { token, body });
const read = async (token = admin.token) =>
  (await call(t.app, 'GET', '/api/admin/settings', { token })).json().data;
const settingsRows = () =>
  t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'settings.update'))
    .orderBy(auditLog.createdAt);

async function withRole(role: 'moderator' | 'user') {
  const person = await registerUser(t.app);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, person.user.id));
  return person;
}

describe('who may read and change the settings', () => {
  it('admins only: a moderator and a user get 403, a visitor 401', async () => {
    const moderator = await withRole('moderator');
    const user = await withRole('user');
    for (const token of [moderator.token, user.token]) {
      expect((await call(t.app, 'GET', '/api/admin/settings', { token })).statusCode).toBe(403);
      expect((await patch({ registration_open: false }, token)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await patch({ registration_open: false }, '')).statusCode).toBe(401);
    expect((await read()).registration_open).toBe(true);
  });
});

describe('the settings that are not amounts', () => {
  it('has defaults, and the configured payment numbers beside them', async () => {
    expect(await read()).toMatchObject({
      bkash_number: '',
      nagad_number: '',
      configured_numbers: { bkash: '01700000001', nagad: null },
      registration_open: true,
      maintenance_mode: false,
      maintenance_message: '',
      order_commission_bp: 500,
      feature_price_per_day: 5_000,
    });
  });

  it('refuses bad values with a message at each field (422) and changes nothing', async () => {
    const bad: [string, unknown][] = [
      ['bkash_number', '12345'],
      ['bkash_number', '+44 7700 900123'],
      ['bkash_number', 1712345678],
      ['nagad_number', '01712-3456789'],
      ['nagad_number', 'x'.repeat(40)],
      ['registration_open', 'false'],
      ['registration_open', 0],
      ['maintenance_mode', null],
      ['maintenance_mode', 'on'],
      ['maintenance_message', 'x'.repeat(501)],
      ['maintenance_message', 42],
      ['maintenance_message', 'bell \u0007 rings'],
      ['order_commission_bp', 5_001],
      ['feature_price_per_day', -1],
    ];
    for (const [field, value] of bad) {
      const refused = await patch({ [field]: value });
      expect(refused.statusCode, `${field}=${String(value)}`).toBe(422);
      const errors = refused.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), field).toEqual([field]);
      expect(errors[field]?.[0], field).toMatch(/\w/);
    }
    const several = await patch({
      bkash_number: 'nope',
      maintenance_message: 'y'.repeat(600),
      registration_open: 1,
    });
    expect(Object.keys(several.json().errors).sort()).toEqual([
      'bkash_number',
      'maintenance_message',
      'registration_open',
    ]);
    const bengali = await call(t.app, 'PATCH', '/api/admin/settings', {
      token: admin.token,
      body: { maintenance_message: 'z'.repeat(501) },
      headers: { 'x-locale': 'bn' },
    });
    expect(bengali.json().errors.maintenance_message[0]).toContain('৫০০');
    expect((await patch({ unknown_setting: 1 })).statusCode).toBe(422);
    expect(await settingsRows()).toHaveLength(0);
    expect((await read()).maintenance_message).toBe('');
  });

  it('writes only changed values with who changed them, and one audit row of just those (before/after)', async () => {
    const changed = await patch({
      bkash_number: '01712-345678',
      maintenance_message: '  Back at 10 pm  ',
      registration_open: true,
      order_commission_bp: 500,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().message).toBe('Settings saved');
    expect(changed.json().data).toMatchObject({
      bkash_number: '+8801712345678',
      maintenance_message: 'Back at 10 pm',
      registration_open: true,
      updated_by: { id: admin.user.id, name: admin.user.name },
    });
    expect(changed.json().data.updated_at).not.toBeNull();
    const [row, ...more] = await settingsRows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      actorId: admin.user.id,
      actorRole: 'admin',
      targetType: 'setting',
      targetLabel: 'bkash_number, maintenance_message',
      before: { bkash_number: '', maintenance_message: '' },
      after: { bkash_number: '+8801712345678', maintenance_message: 'Back at 10 pm' },
    });

    // Sending the values in effect changes nothing and records nothing.
    expect((await patch({ bkash_number: '+880 1712 345678', registration_open: true })).statusCode).toBe(200);
    expect(await settingsRows()).toHaveLength(1);

    // Clearing: '' and null both mean "not set here".
    const cleared = await patch({ bkash_number: null, maintenance_message: '' }, admin2.token);
    expect(cleared.json().data).toMatchObject({
      bkash_number: '',
      maintenance_message: '',
      updated_by: { id: admin2.user.id },
    });
    const last = (await settingsRows()).at(-1);
    expect(last).toMatchObject({
      actorId: admin2.user.id,
      before: { bkash_number: '+8801712345678', maintenance_message: 'Back at 10 pm' },
      after: { bkash_number: '', maintenance_message: '' },
    });
  });

  it('a change whose audit row cannot be written is not made at all (one transaction)', async () => {
    const before = (await settingsRows()).length;
    const staff = {
      actor: { id: admin.user.id, name: 'bad\u0000name', role: 'admin' },
      ip: null,
      userAgent: null,
    };
    await expect(
      updatePlatformSettings(t.app.deps, staff, { referral_daily_cap: 9, registration_open: false }),
    ).rejects.toThrow();
    const now = await getPlatformSettings(t.app.deps);
    expect(now.referral_daily_cap).toBe(5);
    expect(now.registration_open).toBe(true);
    expect(await settingsRows()).toHaveLength(before);
  });

  it('two admins changing the same setting at once: each audit row starts from the other one’s value', async () => {
    const [a, b] = await Promise.all([
      patch({ referral_daily_cap: 10 }, admin.token),
      patch({ referral_daily_cap: 20 }, admin2.token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.targetLabel, 'referral_daily_cap')))
      .orderBy(auditLog.createdAt);
    expect(rows).toHaveLength(2);
    // The second waited for the first (a lock), so it saw the first one's value as "before".
    const first = rows.find((row) => (row.before as { referral_daily_cap: number }).referral_daily_cap === 5);
    const second = rows.find((row) => row !== first);
    expect(first).toBeDefined();
    expect(second?.before).toEqual(first?.after);
    expect((await read()).referral_daily_cap).toBe(
      (second?.after as { referral_daily_cap?: number } | undefined)?.referral_daily_cap,
    );
    await patch({ referral_daily_cap: 5 });
  });
});

describe('the platform numbers on the top-up screen', () => {
  const methods = async () =>
    (await call(t.app, 'GET', '/api/payments/methods')).json().data as {
      method: string;
      account_number: string | null;
      demo_number: boolean;
      instructions: string;
    }[];

  it('a number set by staff replaces the configured one; a cleared one falls back; none means not offered', async () => {
    let list = await methods();
    expect(list.find((m) => m.method === 'manual_bkash')?.account_number).toBe('01700000001');
    expect(list.find((m) => m.method === 'manual_nagad')).toBeUndefined();

    expect((await patch({ bkash_number: '01712345678', nagad_number: '8801812345678' })).statusCode).toBe(
      200,
    );
    list = await methods();
    const bkash = list.find((m) => m.method === 'manual_bkash');
    const nagad = list.find((m) => m.method === 'manual_nagad');
    expect(bkash).toMatchObject({ account_number: '+880 1712 345678', demo_number: false });
    expect(bkash?.instructions).toContain('+880 1712 345678');
    expect(nagad).toMatchObject({ account_number: '+880 1812 345678', demo_number: false });

    // A top-up to the Nagad number staff set works now.
    const user = await registerUser(t.app);
    const started = await call(t.app, 'POST', '/api/payments/top-ups', {
      token: user.token,
      headers: { 'idempotency-key': crypto.randomUUID() },
      body: { method: 'manual_nagad', amount: 50_000, transaction_id: 'NG12345678' },
    });
    expect(started.statusCode).toBe(201);

    await patch({ bkash_number: '', nagad_number: '' });
    list = await methods();
    expect(list.find((m) => m.method === 'manual_bkash')?.account_number).toBe('01700000001');
    expect(list.find((m) => m.method === 'manual_nagad')).toBeUndefined();
  });
});
