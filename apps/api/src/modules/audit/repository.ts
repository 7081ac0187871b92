import type { TAuditFilter } from '@haat/shared';
import { and, asc, count, desc, eq, gte, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

/*
 * Reads of the audit log of staff actions (issue 17 item 7). Rows are only ever added, by
 * `recordStaffAction`; the database refuses changes. The actor's email is read from the users
 * table (the row keeps only their name and role as they were).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TAuditListFilter = Omit<TAuditFilter, 'page' | 'per_page' | 'sort'>;

function auditWhere(filter: TAuditListFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (filter.actor) {
    if (UUID.test(filter.actor)) where.push(eq(auditLog.actorId, filter.actor.toLowerCase()));
    else {
      const pattern = `%${escapeLike(filter.actor)}%`;
      where.push(or(ilike(auditLog.actorName, pattern), ilike(users.email, pattern)));
    }
  }
  if (filter.action) {
    where.push(
      filter.action.endsWith('.')
        ? like(auditLog.action, `${escapeLike(filter.action)}%`)
        : eq(auditLog.action, filter.action),
    );
  }
  if (filter.target_type) where.push(eq(auditLog.targetType, filter.target_type));
  if (filter.target_id) where.push(eq(auditLog.targetId, filter.target_id));
  if (filter.from) where.push(gte(auditLog.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(auditLog.createdAt, end));
  }
  return and(...where);
}

export type TAuditRow = typeof auditLog.$inferSelect;

/** One page of actions matching the filter, newest first (or oldest first with `created_at`). */
export async function listAuditRows(
  db: TExecutor,
  filter: TAuditListFilter,
  sort: TAuditFilter['sort'],
  page: { limit: number; offset: number },
): Promise<TAuditRow[]> {
  const by = sort === 'created_at' ? asc : desc;
  const rows = await db
    .select({ row: auditLog })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditWhere(filter))
    .orderBy(by(auditLog.createdAt), by(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ row }) => row);
}

/** How many actions match the filter. */
export async function countAuditRows(db: TExecutor, filter: TAuditListFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(auditWhere(filter));
  return row?.total ?? 0;
}
