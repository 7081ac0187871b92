import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  type TVcardEventRow,
  type TVcardLeadRow,
  type TVcardRow,
  vcardEvents,
  vcardLeads,
  vcards,
} from '../../db/schema/cards.ts';

export type { TVcardEventRow, TVcardLeadRow, TVcardRow };
export type TNewVcard = typeof vcards.$inferInsert;
export type TVcardChanges = Partial<Omit<TNewVcard, 'id' | 'userId' | 'createdAt'>>;
export type TNewVcardEvent = typeof vcardEvents.$inferInsert;
export type TNewVcardLead = typeof vcardLeads.$inferInsert;
export type TCardStatusFilter = TVcardRow['status'] | undefined;

export async function insertVcard(db: TExecutor, values: TNewVcard): Promise<TVcardRow> {
  const [row] = await db.insert(vcards).values(values).returning();
  if (!row) throw new Error('insert into vcards returned nothing');
  return row;
}

/** The user's card, or undefined when it does not exist or belongs to someone else. */
export async function findOwnedVcard(
  db: TExecutor,
  userId: string,
  id: string,
): Promise<TVcardRow | undefined> {
  const [row] = await db
    .select()
    .from(vcards)
    .where(and(eq(vcards.id, id), eq(vcards.userId, userId)))
    .limit(1);
  return row;
}

export async function findVcardBySlug(db: TExecutor, slug: string): Promise<TVcardRow | undefined> {
  const [row] = await db.select().from(vcards).where(eq(vcards.slug, slug)).limit(1);
  return row;
}

export async function slugExists(db: TExecutor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: vcards.id }).from(vcards).where(eq(vcards.slug, slug)).limit(1);
  return !!row;
}

export async function listOwnedVcards(
  db: TExecutor,
  userId: string,
  options: { status: TCardStatusFilter; limit: number; offset: number },
): Promise<TVcardRow[]> {
  const filters: SQL[] = [eq(vcards.userId, userId)];
  if (options.status) filters.push(eq(vcards.status, options.status));
  return db
    .select()
    .from(vcards)
    .where(and(...filters))
    .orderBy(desc(vcards.createdAt), desc(vcards.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countOwnedVcardsByStatus(
  db: TExecutor,
  userId: string,
): Promise<Record<TVcardRow['status'], number>> {
  const rows = await db
    .select({ status: vcards.status, count: count() })
    .from(vcards)
    .where(eq(vcards.userId, userId))
    .groupBy(vcards.status);
  const counts = { active: 0, inactive: 0, draft: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export async function listOwnedVcardIds(
  db: TExecutor,
  userId: string,
): Promise<{ id: string; fullName: string }[]> {
  return db
    .select({ id: vcards.id, fullName: vcards.fullName })
    .from(vcards)
    .where(eq(vcards.userId, userId));
}

export async function updateOwnedVcard(
  db: TExecutor,
  userId: string,
  id: string,
  values: TVcardChanges,
): Promise<TVcardRow | undefined> {
  const [row] = await db
    .update(vcards)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vcards.id, id), eq(vcards.userId, userId)))
    .returning();
  return row;
}

export async function deleteOwnedVcard(
  db: TExecutor,
  userId: string,
  id: string,
): Promise<TVcardRow | undefined> {
  const [row] = await db
    .delete(vcards)
    .where(and(eq(vcards.id, id), eq(vcards.userId, userId)))
    .returning();
  return row;
}

const COUNTER = {
  view: { views: 1, scans: 0, shares: 0, contacts: 0 },
  scan: { views: 1, scans: 1, shares: 0, contacts: 0 },
  share: { views: 0, scans: 0, shares: 1, contacts: 0 },
  save: { views: 0, scans: 0, shares: 0, contacts: 1 },
  form: { views: 0, scans: 0, shares: 0, contacts: 1 },
} as const;

/** Stores one event and bumps the card's counters in one statement each, in one transaction. */
export async function insertVcardEvent(db: TExecutor, values: TNewVcardEvent): Promise<void> {
  const step = COUNTER[values.type];
  await db.transaction(async (tx) => {
    await tx.insert(vcardEvents).values(values);
    await tx
      .update(vcards)
      .set({
        viewsCount: sql`${vcards.viewsCount} + ${step.views}`,
        scansCount: sql`${vcards.scansCount} + ${step.scans}`,
        sharesCount: sql`${vcards.sharesCount} + ${step.shares}`,
        contactsCount: sql`${vcards.contactsCount} + ${step.contacts}`,
      })
      .where(eq(vcards.id, values.vcardId));
  });
}

export interface TEventTotals {
  views: number;
  scans: number;
  shares: number;
  contacts: number;
}

/** All-time counters summed over the given cards. */
export async function sumVcardCounters(db: TExecutor, ids: string[]): Promise<TEventTotals> {
  if (!ids.length) return { views: 0, scans: 0, shares: 0, contacts: 0 };
  const [row] = await db
    .select({
      views: sql<number>`coalesce(sum(${vcards.viewsCount}), 0)::int`,
      scans: sql<number>`coalesce(sum(${vcards.scansCount}), 0)::int`,
      shares: sql<number>`coalesce(sum(${vcards.sharesCount}), 0)::int`,
      contacts: sql<number>`coalesce(sum(${vcards.contactsCount}), 0)::int`,
    })
    .from(vcards)
    .where(inArray(vcards.id, ids));
  return row ?? { views: 0, scans: 0, shares: 0, contacts: 0 };
}

const since = (days: number) => sql`now() - make_interval(days => ${days})`;

/** Daily counts of the last `days` days in `timeZone` (missing days filled with zeros), oldest first. */
export async function dailyVcardEvents(
  db: TExecutor,
  ids: string[],
  days: number,
  timeZone: string,
): Promise<{ date: string; views: number; scans: number; shares: number; contacts: number }[]> {
  const idList = ids.length
    ? sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`NULL::uuid`;
  const result = await db.execute<{
    date: string;
    views: number;
    scans: number;
    shares: number;
    contacts: number;
  }>(sql`
    WITH days AS (
      SELECT generate_series(
        (now() AT TIME ZONE ${timeZone})::date - (${days}::int - 1),
        (now() AT TIME ZONE ${timeZone})::date,
        interval '1 day'
      )::date AS day
    ), events AS (
      SELECT (created_at AT TIME ZONE ${timeZone})::date AS day, type
      FROM vcard_events
      WHERE vcard_id IN (${idList}) AND created_at >= ${since(days + 1)}
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
      count(*) FILTER (WHERE events.type IN ('view', 'scan'))::int AS views,
      count(*) FILTER (WHERE events.type = 'scan')::int AS scans,
      count(*) FILTER (WHERE events.type = 'share')::int AS shares,
      count(*) FILTER (WHERE events.type IN ('save', 'form'))::int AS contacts
    FROM days LEFT JOIN events ON events.day = days.day
    GROUP BY days.day ORDER BY days.day`);
  return result.rows.map((row) => ({
    date: row.date,
    views: Number(row.views),
    scans: Number(row.scans),
    shares: Number(row.shares),
    contacts: Number(row.contacts),
  }));
}

/** Counts of events in the last `days` days grouped by one column, largest first. */
export async function groupVcardEvents(
  db: TExecutor,
  ids: string[],
  days: number,
  by: 'channel' | 'country' | 'device',
  types?: TVcardEventRow['type'][],
): Promise<{ key: string | null; count: number }[]> {
  if (!ids.length) return [];
  const column = { channel: vcardEvents.channel, country: vcardEvents.country, device: vcardEvents.device }[
    by
  ];
  const filters: SQL[] = [inArray(vcardEvents.vcardId, ids), sql`${vcardEvents.createdAt} >= ${since(days)}`];
  if (types) filters.push(inArray(vcardEvents.type, types));
  return db
    .select({ key: column, count: count() })
    .from(vcardEvents)
    .where(and(...filters))
    .groupBy(column)
    .orderBy(desc(count()), column);
}

export async function recentVcardEvents(
  db: TExecutor,
  ids: string[],
  limit: number,
): Promise<TVcardEventRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(vcardEvents)
    .where(inArray(vcardEvents.vcardId, ids))
    .orderBy(desc(vcardEvents.createdAt), desc(vcardEvents.id))
    .limit(limit);
}

export async function insertVcardLead(db: TExecutor, values: TNewVcardLead): Promise<TVcardLeadRow> {
  const [row] = await db.insert(vcardLeads).values(values).returning();
  if (!row) throw new Error('insert into vcard_leads returned nothing');
  return row;
}

export async function listVcardLeads(
  db: TExecutor,
  vcardId: string,
  options: { unreadOnly: boolean; limit?: number; offset?: number },
): Promise<TVcardLeadRow[]> {
  const filters: SQL[] = [eq(vcardLeads.vcardId, vcardId)];
  if (options.unreadOnly) filters.push(isNull(vcardLeads.readAt));
  const query = db
    .select()
    .from(vcardLeads)
    .where(and(...filters))
    .orderBy(desc(vcardLeads.createdAt), desc(vcardLeads.id));
  if (options.limit === undefined) return query;
  return query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countVcardLeads(
  db: TExecutor,
  vcardId: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`(count(*) FILTER (WHERE ${vcardLeads.readAt} IS NULL))::int`,
    })
    .from(vcardLeads)
    .where(eq(vcardLeads.vcardId, vcardId));
  return { total: row?.total ?? 0, unread: Number(row?.unread ?? 0) };
}

/** Unread lead counts per card. */
export async function countUnreadLeads(db: TExecutor, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: vcardLeads.vcardId, count: count() })
    .from(vcardLeads)
    .where(and(inArray(vcardLeads.vcardId, ids), isNull(vcardLeads.readAt)))
    .groupBy(vcardLeads.vcardId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

export async function setVcardLeadRead(
  db: TExecutor,
  vcardId: string,
  leadId: string,
  read: boolean,
): Promise<TVcardLeadRow | undefined> {
  const [row] = await db
    .update(vcardLeads)
    .set({ readAt: read ? sql`coalesce(${vcardLeads.readAt}, now())` : null })
    .where(and(eq(vcardLeads.id, leadId), eq(vcardLeads.vcardId, vcardId)))
    .returning();
  return row;
}

/* Sitemaps (modules/seo): the cards anyone may see, as findPublicCard decides. */

const isPublicCard = sql`${vcards.status} = 'active' AND ${vcards.isPublic} AND ${vcards.moderation} IS NULL`;

/** The last change in each sitemap file of `perFile` public cards (oldest cards first). */
export async function summarisePublicCardFiles(db: TExecutor, perFile: number): Promise<Date[]> {
  const result = await db.execute<{ lastmod: Date | string }>(sql`
    SELECT max(updated_at) AS lastmod
    FROM (
      SELECT updated_at, (row_number() OVER (ORDER BY created_at, id) - 1) / ${perFile} AS file
      FROM ${vcards}
      WHERE ${isPublicCard}
    ) AS numbered
    GROUP BY file
    ORDER BY file`);
  return result.rows.map((row) => new Date(row.lastmod));
}

/** The slugs and last changes of one sitemap file's public cards (oldest first). */
export async function listPublicCardPaths(
  db: TExecutor,
  options: { offset: number; limit: number },
): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: vcards.slug, updatedAt: vcards.updatedAt })
    .from(vcards)
    .where(isPublicCard)
    .orderBy(asc(vcards.createdAt), asc(vcards.id))
    .limit(options.limit)
    .offset(options.offset);
}

/* Moderation (issue 17): staff hide or remove a card through this; its public page is then not found. */

/** Sets or clears a card's moderation (`null` restores it); the owner's edits never touch it. */
export async function setCardModeration(
  db: TExecutor,
  id: string,
  moderation: { state: 'hidden' | 'removed'; reason: string } | null,
): Promise<boolean> {
  const rows = await db
    .update(vcards)
    .set(
      moderation
        ? { moderation: moderation.state, moderationReason: moderation.reason, moderatedAt: new Date() }
        : { moderation: null, moderationReason: null, moderatedAt: null },
    )
    .where(eq(vcards.id, id))
    .returning({ id: vcards.id });
  return rows.length > 0;
}

/** A card by id, whatever its state (staff's preview, reports). */
export async function findVcardById(db: TExecutor, id: string): Promise<TVcardRow | undefined> {
  const [row] = await db.select().from(vcards).where(eq(vcards.id, id)).limit(1);
  return row;
}
