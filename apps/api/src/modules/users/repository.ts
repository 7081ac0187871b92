import { canStaff, STAFF_ROLES, type TStaffPermission } from '@haat/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { type TUserRow, users } from '../../db/schema/users.ts';

export type { TUserRow };

export type TNewUser = typeof users.$inferInsert;

export async function findUserById(db: TExecutor, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByEmail(db: TExecutor, email: string): Promise<TUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByPhone(db: TExecutor, phone: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserByReferralCode(db: TExecutor, code: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase())).limit(1);
  return row;
}

export async function insertUser(db: TExecutor, values: TNewUser): Promise<TUserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateUser(
  db: TExecutor,
  id: string,
  values: Partial<Omit<TNewUser, 'id' | 'createdAt'>>,
): Promise<TUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Every active staff member whose role may act in this area (decision 066): who hears about work
 * waiting for staff.
 */
export async function listStaffIds(db: TExecutor, permission: TStaffPermission): Promise<string[]> {
  const roles = STAFF_ROLES.filter((role) => canStaff(role, permission));
  if (roles.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, roles), eq(users.status, 'active')));
  return rows.map((row) => row.id);
}

export async function countUsers(db: TExecutor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

/** The people `referrerId` referred (registered with their code), oldest first, at most 1,000. */
export async function listReferredUsers(db: TExecutor, referrerId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.referredBy, referrerId))
    .orderBy(users.createdAt, users.id)
    .limit(1000);
}

/** The names of these users by id (missing ids are left out). */
export async function findUserNames(db: TExecutor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
