import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../../../db/client.ts';
import { postTargets, socialConnections } from '../../../db/schema/social.ts';

export type TConnectionRow = typeof socialConnections.$inferSelect;
export type TNewConnection = typeof socialConnections.$inferInsert;

export async function listConnections(db: TExecutor, userId: string): Promise<TConnectionRow[]> {
  return db
    .select()
    .from(socialConnections)
    .where(eq(socialConnections.userId, userId))
    .orderBy(asc(socialConnections.platform), asc(socialConnections.name), asc(socialConnections.id));
}

export async function findOwnConnection(
  db: TExecutor,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TConnectionRow | undefined> {
  const query = db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.id, id), eq(socialConnections.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Saves a connected page: new, or the same page connected again (fresh tokens, active again). */
export async function upsertConnection(db: TExecutor, values: TNewConnection): Promise<TConnectionRow> {
  const [row] = await db
    .insert(socialConnections)
    .values(values)
    .onConflictDoUpdate({
      target: [socialConnections.userId, socialConnections.platform, socialConnections.externalId],
      set: {
        name: values.name,
        accessTokenEncrypted: values.accessTokenEncrypted,
        refreshTokenEncrypted: values.refreshTokenEncrypted ?? null,
        tokenExpiresAt: values.tokenExpiresAt ?? null,
        status: 'active',
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('social connection upsert returned nothing');
  return row;
}

/**
 * Targets still waiting to go to a page that is being disconnected: failed with the reason, so the
 * publisher skips them (post_targets_connection_check allows a pending target only with its page).
 */
export async function failPendingTargets(
  db: TExecutor,
  connectionId: string,
  reason: string,
): Promise<number> {
  const rows = await db
    .update(postTargets)
    .set({ status: 'failed', error: reason })
    .where(and(eq(postTargets.connectionId, connectionId), inArray(postTargets.status, ['pending'])))
    .returning({ id: postTargets.id });
  return rows.length;
}

export async function deleteConnection(db: TExecutor, id: string): Promise<void> {
  await db.delete(socialConnections).where(eq(socialConnections.id, id));
}
