import type { TAdminUserFilter } from '@haat/shared';
import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { authTokens } from '../../db/schema/auth.ts';
import { businesses } from '../../db/schema/directory.ts';
import { type TUserRow, users } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

/*
 * Staff's reads of people (issue 17 item 2). The users table belongs to the users area; this area
 * only reads it (and locks rows it is about to change through the users area's `updateUser`), and
 * reads the businesses, sessions and audit rows it shows beside a person. Writes go through the
 * owning areas' functions.
 */

/** The newest use of any of the person's sessions (a token's `last_used_at`, else its creation), ISO 8601. */
// Written out with its own alias: Drizzle leaves columns unqualified in a select's expressions, and
// an unqualified "id" in the subquery would be the token's. `auth_tokens_user_idx` finds the rows.
const lastActive = sql<string | null>`(
  SELECT to_char(max(coalesce(t.last_used_at, t.created_at)) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  FROM ${authTokens} t WHERE t.user_id = "users"."id")`;

export interface TUserListFilter extends Omit<TAdminUserFilter, 'page' | 'per_page' | 'sort' | 'q'> {
  q?: string;
  /** `q` read as a phone number (E.164), matched exactly. */
  phone?: string;
}

function listWhere(filter: TUserListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    where.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        filter.phone ? eq(users.phone, filter.phone) : undefined,
      ),
    );
  }
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.status) where.push(eq(users.status, filter.status));
  if (filter.country) where.push(eq(users.country, filter.country));
  if (filter.verification === 'email') where.push(isNotNull(users.emailVerifiedAt));
  if (filter.verification === 'identity') where.push(isNotNull(users.identityVerifiedAt));
  if (filter.verification === 'whatsapp') where.push(isNotNull(users.whatsappVerifiedAt));
  if (filter.verification === 'none')
    where.push(
      and(isNull(users.emailVerifiedAt), isNull(users.identityVerifiedAt), isNull(users.whatsappVerifiedAt)),
    );
  if (filter.from) where.push(gte(users.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(users.createdAt, end));
  }
  return and(...where);
}

/** Staff first (admin, moderator), then everyone else: the order "role" sorts by. */
const roleRank = sql`CASE ${users.role} WHEN 'admin' THEN 0 WHEN 'moderator' THEN 1 ELSE 2 END`;

function listOrder(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const column =
    field === 'name'
      ? sql`lower(${users.name})`
      : field === 'email'
        ? sql`lower(${users.email})`
        : field === 'role'
          ? roleRank
          : sql`${users.createdAt}`;
  const by = (value: SQL) => (descending ? desc(value) : asc(value));
  return [by(column), by(sql`${users.id}`)];
}

export type TUserListRow = TUserRow & { lastActive: string | null };

/** One page of people matching the filter, with when each was last active. */
export async function listUsers(
  db: TExecutor,
  filter: TUserListFilter,
  sort: string,
  page: { limit: number; offset: number },
): Promise<TUserListRow[]> {
  const rows = await db
    .select({ user: users, lastActive })
    .from(users)
    .where(listWhere(filter))
    .orderBy(...listOrder(sort))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.user, lastActive: row.lastActive }));
}

export async function countUsers(db: TExecutor, filter: TUserListFilter): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(listWhere(filter));
  return row?.total ?? 0;
}

/** When the person's sessions were last used (null: none). */
export async function findLastActive(db: TExecutor, userId: string): Promise<string | null> {
  const [row] = await db.select({ lastActive }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.lastActive ?? null;
}

/**
 * Locks every active admin's row, in id order (two staff actions on admins wait for each other
 * instead of deadlocking), and answers their ids. Called first in every change that could leave
 * Haat without an active admin: of two demotions at once, the second reads the first's result.
 */
export async function lockActiveAdminIds(tx: TExecutor): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The person's row, locked for a change in this transaction. */
export async function lockUser(tx: TExecutor, id: string): Promise<TUserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row;
}

/** The person's businesses (and personal shop), oldest first, with their badge and suspension. */
export async function listBusinessesOf(db: TExecutor, ownerId: string) {
  return db
    .select({
      id: businesses.id,
      name: businesses.name,
      slug: businesses.slug,
      kind: businesses.kind,
      verified: businesses.verified,
      suspendedAt: businesses.suspendedAt,
    })
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(asc(businesses.createdAt), asc(businesses.id))
    .limit(100);
}

/** The newest staff actions about this person. */
export async function listAuditAbout(db: TExecutor, userId: string, limit = 20) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
