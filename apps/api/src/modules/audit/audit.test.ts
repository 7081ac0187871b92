import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import type { TStaffContext } from './record-staff-action.ts';

/** `GET /api/admin/audit` and its CSV: filters, order, paging, access; the table refuses changes. */
describe('audit log', () => {
  let t: TTestApp;
  let adminToken: string;
  let moderatorToken: string;
  let userToken: string;
  let admin: TStaffContext;
  let other: TStaffContext;

  async function staffOf(role: 'admin' | 'moderator', name: string) {
    const person = await registerUser(t.app, { name });
    await t.database.db.update(users).set({ role }).where(eq(users.id, person.user.id));
    const context: TStaffContext = {
      actor: { id: person.user.id, name, role },
      ip: '203.0.113.7',
      userAgent: 'test-agent',
    };
    return { token: person.token, email: person.payload.email as string, context };
  }

  const list = (query: string, token = adminToken) =>
    call(t.app, 'GET', `/api/admin/audit${query}`, { token });

  beforeAll(async () => {
    t = await createTestApp();
    const a = await staffOf('admin', 'Ayesha Admin');
    const m = await staffOf('moderator', 'Mita Moderator');
    adminToken = a.token;
    admin = a.context;
    moderatorToken = m.token;
    other = { ...m.context, actor: { ...m.context.actor, name: 'Mita Moderator' } };
    userToken = (await registerUser(t.app)).token;
    const db = t.database.db;
    // Three actions a day apart, oldest first (written as recordStaffAction does, with set times).
    const row = (staff: TStaffContext, day: string, input: Partial<typeof auditLog.$inferInsert>) => ({
      actorId: staff.actor.id,
      actorName: staff.actor.name,
      actorRole: staff.actor.role,
      ip: staff.ip,
      userAgent: staff.userAgent,
      createdAt: new Date(`${day}T10:00:00Z`),
      action: '',
      targetType: '',
      ...input,
    });
    await db.insert(auditLog).values([
      row(admin, '2026-01-01', {
        action: 'users.suspend',
        targetType: 'user',
        targetId: 'u-1',
        targetLabel: 'Rahim',
        before: { status: 'active' },
        after: { status: 'suspended' },
        reason: 'spam',
      }),
      row(other, '2026-01-02', {
        action: 'businesses.verify',
        targetType: 'business',
        targetId: 'b-1',
        targetLabel: '=HYPERLINK("x")',
        before: { verified: false },
        after: { verified: true },
      }),
      row(admin, '2026-01-03', {
        action: 'users.unsuspend',
        targetType: 'user',
        targetId: 'u-1',
        targetLabel: 'Rahim',
        before: { status: 'suspended' },
        after: { status: 'active' },
      }),
    ]);
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists every action newest first with actor, target, before/after, ip and agent', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ page: 1, perPage: 25, total: 3 });
    expect(body.data.map((row: { action: string }) => row.action)).toEqual([
      'users.unsuspend',
      'businesses.verify',
      'users.suspend',
    ]);
    expect(body.data[2]).toMatchObject({
      actor: { id: admin.actor.id, name: 'Ayesha Admin', role: 'admin' },
      target: { type: 'user', id: 'u-1', label: 'Rahim' },
      before: { status: 'active' },
      after: { status: 'suspended' },
      reason: 'spam',
      ip: '203.0.113.7',
      user_agent: 'test-agent',
      created_at: '2026-01-01T10:00:00.000Z',
    });
  });

  it('filters by actor (id, name or email), action or area, target and days; sorts and pages', async () => {
    const actions = async (query: string) =>
      (await list(query)).json().data.map((row: { action: string }) => row.action);
    expect(await actions(`?actor=${other.actor.id}`)).toEqual(['businesses.verify']);
    expect(await actions('?actor=mita')).toEqual(['businesses.verify']);
    const email = (await t.database.db.select().from(users).where(eq(users.id, admin.actor.id)))[0]?.email;
    expect(await actions(`?actor=${encodeURIComponent(email?.toUpperCase() ?? '')}`)).toEqual([
      'users.unsuspend',
      'users.suspend',
    ]);
    expect(await actions('?actor=%25')).toEqual([]);
    expect(await actions('?action=users.')).toEqual(['users.unsuspend', 'users.suspend']);
    expect(await actions('?action=users.suspend')).toEqual(['users.suspend']);
    expect(await actions('?action=user_.')).toEqual([]);
    expect(await actions('?target_type=business')).toEqual(['businesses.verify']);
    expect(await actions('?target_type=user&target_id=u-1&sort=created_at')).toEqual([
      'users.suspend',
      'users.unsuspend',
    ]);
    expect(await actions('?from=2026-01-02&to=2026-01-02')).toEqual(['businesses.verify']);
    expect(await actions('?from=2026-01-02')).toEqual(['users.unsuspend', 'businesses.verify']);
    const page2 = (await list('?per_page=2&page=2')).json();
    expect(page2.meta).toEqual({ page: 2, perPage: 2, total: 3 });
    expect(page2.data.map((row: { action: string }) => row.action)).toEqual(['users.suspend']);
  });

  it('refuses bad filters with field messages', async () => {
    for (const query of [
      '?action=DROP TABLE',
      '?from=2026-02-30',
      '?from=2026-01-03&to=2026-01-01',
      '?per_page=101',
      '?sort=actor',
      '?target_type=a%20b',
    ]) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(422);
    }
    const range = await list('?from=2026-01-03&to=2026-01-01');
    expect(range.json().errors.from).toEqual(['The end date must be on or after the start date']);
  });

  it('is for admins only: 401 anonymous, 403 a user or a moderator', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/export.csv']) {
      expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
      expect((await call(t.app, 'GET', url, { token: userToken })).statusCode).toBe(403);
      expect((await call(t.app, 'GET', url, { token: moderatorToken })).statusCode).toBe(403);
    }
  });

  it('exports the same filters as CSV with formula cells neutralised', async () => {
    const response = await call(t.app, 'GET', '/api/admin/audit/export.csv?action=businesses.', {
      token: adminToken,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="haat-audit-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'id,created_at,actor_id,actor_name,actor_role,action,target_type,target_id,target_label,before,after,reason,ip,user_agent',
    );
    expect(lines[1]).toContain('businesses.verify');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"{""verified"":false}"');
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE of the log', async () => {
    const db = t.database.db;
    const before = await db.select().from(auditLog);
    const refused = async (query: ReturnType<typeof sql>) => {
      const error = (await db.execute(query).then(
        () => undefined,
        (failure: unknown) => failure,
      )) as (Error & { cause?: Error }) | undefined;
      expect(error?.cause?.message ?? error?.message).toMatch(/audit log is append-only/);
    };
    await refused(sql`UPDATE audit_log SET reason = 'changed'`);
    await refused(sql`DELETE FROM audit_log`);
    await refused(sql`TRUNCATE audit_log`);
    expect(await db.select().from(auditLog)).toEqual(before);
  });
});
