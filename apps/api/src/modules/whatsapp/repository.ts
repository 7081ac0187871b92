import { and, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { whatsappOutbox, whatsappVerifications } from '../../db/schema/whatsapp.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

export type TWhatsappRow = typeof whatsappVerifications.$inferSelect;
export type TNewWhatsappRow = typeof whatsappVerifications.$inferInsert;
export type TOutboxRow = typeof whatsappOutbox.$inferSelect;

/** A code verification stays pending this long after its last code expired (a new code can be asked for). */
export const CODE_STALE_HOURS = 24;

/** The moment a pending verification stops being pending: a manual one at its expiry, a code one a day after. */
export function staleAt(row: Pick<TWhatsappRow, 'method' | 'expiresAt'>): Date {
  return row.method === 'code'
    ? new Date(row.expiresAt.getTime() + CODE_STALE_HOURS * 3_600_000)
    : row.expiresAt;
}

/** Pending and not past its time. */
export function isLive(row: TWhatsappRow, now = new Date()): boolean {
  return row.status === 'pending' && staleAt(row) > now;
}

/**
 * Closes pending verifications past their time as `expired` (of one person, or all): read paths call
 * it first, so nobody sees a pending verification that can no longer be completed.
 */
export async function expireStale(db: TExecutor, userId?: string): Promise<void> {
  const v = whatsappVerifications;
  await db
    .update(v)
    .set({ status: 'expired', decidedAt: sql`${v.expiresAt}`, codeHash: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(v.status, 'pending'),
        userId ? eq(v.userId, userId) : undefined,
        sql`((${v.method} = 'manual' AND ${v.expiresAt} <= now()) OR (${v.method} = 'code' AND ${v.expiresAt} <= now() - make_interval(hours => ${CODE_STALE_HOURS})))`,
      ),
    );
}

export async function findVerification(
  db: TExecutor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TWhatsappRow | undefined> {
  const query = db.select().from(whatsappVerifications).where(eq(whatsappVerifications.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findPendingOfUser(
  db: TExecutor,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<TWhatsappRow | undefined> {
  const query = db
    .select()
    .from(whatsappVerifications)
    .where(and(eq(whatsappVerifications.userId, userId), eq(whatsappVerifications.status, 'pending')))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The person's latest verification that ended without success (rejected or expired). */
export async function findLastClosed(db: TExecutor, userId: string): Promise<TWhatsappRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappVerifications)
    .where(
      and(
        eq(whatsappVerifications.userId, userId),
        inArray(whatsappVerifications.status, ['rejected', 'expired']),
      ),
    )
    .orderBy(
      desc(sql`coalesce(${whatsappVerifications.decidedAt}, ${whatsappVerifications.updatedAt})`),
      desc(whatsappVerifications.createdAt),
    )
    .limit(1);
  return row;
}

/** The person's verification that verified `phone` most recently (for the record when it is removed). */
export async function findLastVerified(
  db: TExecutor,
  userId: string,
  phone: string,
): Promise<TWhatsappRow | undefined> {
  const [row] = await db
    .select()
    .from(whatsappVerifications)
    .where(
      and(
        eq(whatsappVerifications.userId, userId),
        eq(whatsappVerifications.phone, phone),
        eq(whatsappVerifications.status, 'verified'),
      ),
    )
    .orderBy(desc(whatsappVerifications.decidedAt))
    .limit(1);
  return row;
}

/** A new verification; undefined when its reference is already taken (make another). */
export async function insertVerification(
  db: TExecutor,
  values: TNewWhatsappRow,
): Promise<TWhatsappRow | undefined> {
  const [row] = await db
    .insert(whatsappVerifications)
    .values(values)
    .onConflictDoNothing({ target: whatsappVerifications.reference })
    .returning();
  return row;
}

export async function updateVerification(
  db: TExecutor,
  id: string,
  changes: Partial<TNewWhatsappRow>,
): Promise<TWhatsappRow> {
  const [row] = await db
    .update(whatsappVerifications)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(whatsappVerifications.id, id))
    .returning();
  if (!row) throw new Error(`whatsapp verification ${id} vanished`);
  return row;
}

/**
 * Records how the send of the code `hash` went; a later code (a resend in between) keeps its own
 * outcome. Answers whether the verification still had that code.
 */
export async function recordDelivery(
  db: TExecutor,
  id: string,
  hash: string,
  error: string | null,
): Promise<boolean> {
  const rows = await db
    .update(whatsappVerifications)
    .set({ deliveryError: error, updatedAt: sql`now()` })
    .where(and(eq(whatsappVerifications.id, id), eq(whatsappVerifications.codeHash, hash)))
    .returning({ id: whatsappVerifications.id });
  return rows.length > 0;
}

/** Whether another account has `phone` as its WhatsApp number. */
export async function numberTakenByOther(db: TExecutor, phone: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.whatsappNumber, phone), ne(users.id, userId)))
    .limit(1);
  return !!row;
}

export async function insertOutbox(
  db: TExecutor,
  values: typeof whatsappOutbox.$inferInsert,
): Promise<TOutboxRow> {
  const [row] = await db.insert(whatsappOutbox).values(values).returning();
  if (!row) throw new Error('whatsapp outbox insert returned nothing');
  return row;
}

/* Staff's list */

export interface TWhatsappQueueFilter {
  status?: TWhatsappRow['status'];
  method?: TWhatsappRow['method'];
  q?: string;
  /** `q` read as a phone number (E.164), searched exactly too. */
  phone?: string;
}

function queueFilters(filter: TWhatsappQueueFilter): SQL | undefined {
  const v = whatsappVerifications;
  const filters: (SQL | undefined)[] = [];
  if (filter.status) filters.push(eq(v.status, filter.status));
  if (filter.method) filters.push(eq(v.method, filter.method));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    filters.push(
      or(
        ilike(v.phone, pattern),
        ilike(v.reference, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        filter.phone ? eq(v.phone, filter.phone) : undefined,
      ),
    );
  }
  return and(...filters);
}

/** Verifications with their person, newest first. */
export async function listVerifications(
  db: TExecutor,
  filter: TWhatsappQueueFilter,
  page: { limit: number; offset: number },
) {
  const where = queueFilters(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ verification: whatsappVerifications, user: users })
      .from(whatsappVerifications)
      .innerJoin(users, eq(users.id, whatsappVerifications.userId))
      .where(where)
      .orderBy(desc(whatsappVerifications.createdAt), desc(whatsappVerifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(whatsappVerifications)
      .innerJoin(users, eq(users.id, whatsappVerifications.userId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
