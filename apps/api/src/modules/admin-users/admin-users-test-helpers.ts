import type { TUserRole } from '@haat/shared';
import { and, eq } from 'drizzle-orm';
import { call, registerUser, type TTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';

export type TPerson = Awaited<ReturnType<typeof registerUser>>;

/** A registered person given `role` in the database (no endpoint makes the first admin). */
export async function makePerson(
  t: TTestApp,
  role: TUserRole = 'user',
  overrides: Record<string, unknown> = {},
): Promise<TPerson> {
  const person = await registerUser(t.app, overrides);
  if (role !== 'user') await t.database.db.update(users).set({ role }).where(eq(users.id, person.user.id));
  return person;
}

/** A staff member's call with their token. */
export function asPerson(t: TTestApp, person: TPerson) {
  return (method: 'GET' | 'POST', url: string, body?: unknown) =>
    call(t.app, method, url, { token: person.token, body });
}

/** The audit rows about one person, oldest first. */
export async function auditAbout(t: TTestApp, userId: string) {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
