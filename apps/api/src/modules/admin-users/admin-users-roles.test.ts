import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../test/test-app.ts';
import type { TStaffContext } from '../audit/record-staff-action.ts';
import { asPerson, auditAbout, makePerson, type TPerson } from './admin-users-test-helpers.ts';
import { suspendUser } from './suspend-user.ts';

/*
 * Roles (issue 17 item 2): admins only, never one's own, and never leaving Haat without an active
 * admin, even when two admins demote each other at the same moment. This file's database starts
 * with no admin at all, so the admins made here are all there are.
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitFactor: 50 });
});
afterAll(() => t.close());

const role = (by: TPerson, target: TPerson, value: string) =>
  asPerson(t, by)('POST', `/api/admin/users/${target.user.id}/role`, { role: value });

describe('POST /api/admin/users/:id/role', () => {
  it('of two admins demoting each other at once, exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const [first, second] = [await makePerson(t, 'admin'), await makePerson(t, 'admin')];
      const answers = await Promise.all([role(first, second, 'user'), role(second, first, 'moderator')]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409);
      expect(refused?.json().message).toBe(
        'Haat must keep at least one active admin: make someone else an admin first',
      );
      const list = await call(t.app, 'GET', '/api/admin/users?role=admin&status=active', {
        token: (answers[0]?.statusCode === 200 ? first : second).token,
      });
      expect(list.json().meta.total).toBe(1);
      // One audit row, for the change that happened.
      const rows = [...(await auditAbout(t, first.user.id)), ...(await auditAbout(t, second.user.id))];
      expect(rows.map((row) => row.action)).toEqual(['users.role_change']);
      // Leave no admin behind for the next round: the survivor is demoted directly.
      const survivor = answers[0]?.statusCode === 200 ? first : second;
      await t.database.db.execute(`UPDATE users SET role = 'user' WHERE id = '${survivor.user.id}'`);
    }
  });

  it('changes a role with the change recorded, and refuses one’s own, the same role and the last admin', async () => {
    const admin = await makePerson(t, 'admin', { name: 'Only Admin' });
    const person = await makePerson(t);
    const promoted = await role(admin, person, 'moderator');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ message: 'Role changed', data: { user: { role: 'moderator' } } });
    const [row] = await auditAbout(t, person.user.id);
    expect(row).toMatchObject({
      action: 'users.role_change',
      before: { role: 'user' },
      after: { role: 'moderator' },
      actorName: 'Only Admin',
    });
    // The moderator can now use the back office, but not roles.
    expect((await call(t.app, 'GET', '/api/admin/users', { token: person.token })).statusCode).toBe(200);
    expect((await role(person, admin, 'user')).statusCode).toBe(403);

    const own = await role(admin, admin, 'user');
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.role).toEqual(['You cannot change your own role']);
    expect((await role(admin, person, 'moderator')).statusCode).toBe(409);
    const bad = await role(admin, person, 'owner');
    expect(bad.statusCode).toBe(422);

    // Another admin may demote this one; then the demoted one has no say, and the survivor is the last.
    const other = await makePerson(t, 'admin');
    expect((await role(other, admin, 'user')).statusCode).toBe(200);
    expect((await role(admin, other, 'user')).statusCode).toBe(403);
    const last = await role(other, other, 'user');
    expect(last.statusCode).toBe(422);
    expect(await auditAbout(t, other.user.id)).toEqual([]);
  });

  it('never suspends the last active admin, even when two admins suspend each other at once', async () => {
    const staffOf = (person: TPerson): TStaffContext => ({
      actor: { id: person.user.id, name: person.user.name, role: 'admin' },
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    await t.database.db.execute(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
    for (let round = 0; round < 3; round++) {
      const [a, b] = [await makePerson(t, 'admin'), await makePerson(t, 'admin')];
      // Called below the routes: both staff members passed their guard before either change landed.
      const outcomes = await Promise.allSettled([
        suspendUser(t.app.deps, staffOf(a), b.user.id, 'round robin'),
        suspendUser(t.app.deps, staffOf(b), a.user.id, 'round robin'),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      const failure = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
      expect(failure.reason).toMatchObject({ status: 409, message: 'api.admin.users.last_admin' });
      const active = await t.database.db.execute<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE role = 'admin' AND status = 'active'`,
      );
      expect(active.rows[0]?.n).toBe(1);
      await t.database.db.execute(`UPDATE users SET role = 'user' WHERE role = 'admin'`);
    }
  });
});
