import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { notifications, type TNotificationRow } from '../../db/schema/notifications.ts';

export type { TNotificationRow };

export async function insertNotification(
  db: TExecutor,
  values: { userId: string; type: string; data: Record<string, unknown> },
): Promise<TNotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/** Writes several notifications at once (nothing when the list is empty). */
export async function insertNotifications(
  db: TExecutor,
  values: { userId: string; type: string; data: Record<string, unknown> }[],
): Promise<void> {
  if (values.length > 0) await db.insert(notifications).values(values);
}

export async function listNotifications(db: TExecutor, userId: string, page: number, perPage: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totals] = await db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int`,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { rows, total: Number(totals?.total ?? 0), unread: Number(totals?.unread ?? 0) };
}

/** Marks the user's notifications read (the given ids, or all); answers how many changed. */
export async function markNotificationsRead(
  db: TExecutor,
  userId: string,
  ids: string[] | 'all',
): Promise<number> {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids !== 'all') conditions.push(inArray(notifications.id, ids));
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Whether `userId` got a notice of `type` whose data contains `match` within the last `seconds`. */
export async function notifiedWithin(
  db: TExecutor,
  userId: string,
  type: string,
  match: Record<string, string>,
  seconds: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        sql`${notifications.data} @> ${JSON.stringify(match)}::jsonb`,
        sql`${notifications.createdAt} > now() - make_interval(secs => ${seconds})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
