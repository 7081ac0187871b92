import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import { kycFiles, kycSubmissions, type TStoredKycRejection } from '../../db/schema/kyc.ts';
import { users } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/like-pattern.ts';

export type TKycSubmissionRow = typeof kycSubmissions.$inferSelect;
export type TKycFileRow = typeof kycFiles.$inferSelect;
export type TNewKycSubmission = typeof kycSubmissions.$inferInsert;

export async function findSubmissionOfUser(
  db: TExecutor,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<TKycSubmissionRow | undefined> {
  const query = db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findSubmission(
  db: TExecutor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TKycSubmissionRow | undefined> {
  const query = db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A new submission; undefined when the person already has one (two requests at once). */
export async function insertSubmission(
  db: TExecutor,
  values: TNewKycSubmission,
): Promise<TKycSubmissionRow | undefined> {
  const [row] = await db.insert(kycSubmissions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateSubmission(
  db: TExecutor,
  id: string,
  changes: Partial<TNewKycSubmission>,
): Promise<TKycSubmissionRow> {
  const [row] = await db
    .update(kycSubmissions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(kycSubmissions.id, id))
    .returning();
  if (!row) throw new Error(`kyc submission ${id} vanished`);
  return row;
}

/* Files */

export async function insertFile(db: TExecutor, values: typeof kycFiles.$inferInsert): Promise<TKycFileRow> {
  const [row] = await db.insert(kycFiles).values(values).returning();
  if (!row) throw new Error('kyc file insert returned nothing');
  return row;
}

export async function findFile(db: TExecutor, id: string): Promise<TKycFileRow | undefined> {
  const [row] = await db.select().from(kycFiles).where(eq(kycFiles.id, id)).limit(1);
  return row;
}

/** The person's uploads not yet sent with a submission (oldest first). */
export async function listWaitingUploads(db: TExecutor, userId: string): Promise<TKycFileRow[]> {
  return db
    .select()
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), isNull(kycFiles.submissionId)))
    .orderBy(asc(kycFiles.createdAt));
}

/** Removes the person's waiting uploads of `part` (a new upload replaces them); answers their keys. */
export async function deleteWaitingUploads(
  db: TExecutor,
  userId: string,
  part: TKycFileRow['part'],
): Promise<string[]> {
  const rows = await db
    .delete(kycFiles)
    .where(and(eq(kycFiles.userId, userId), eq(kycFiles.part, part), isNull(kycFiles.submissionId)))
    .returning({ key: kycFiles.storageKey });
  return rows.map((row) => row.key);
}

/** Waiting uploads of the person by id, locked, for attaching to their submission. */
export async function findWaitingUploads(
  db: TExecutor,
  userId: string,
  ids: string[],
): Promise<TKycFileRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(kycFiles)
    .where(and(eq(kycFiles.userId, userId), isNull(kycFiles.submissionId), inArray(kycFiles.id, ids)))
    .for('update');
}

export async function attachFiles(db: TExecutor, submissionId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.update(kycFiles).set({ submissionId }).where(inArray(kycFiles.id, ids));
}

/** Marks the submission's current files of these parts as replaced (kept for staff's history). */
export async function replaceCurrentFiles(
  db: TExecutor,
  submissionId: string,
  parts: TKycFileRow['part'][],
): Promise<void> {
  if (!parts.length) return;
  await db
    .update(kycFiles)
    .set({ replacedAt: sql`now()` })
    .where(
      and(
        eq(kycFiles.submissionId, submissionId),
        inArray(kycFiles.part, parts),
        isNull(kycFiles.replacedAt),
      ),
    );
}

export async function listSubmissionFiles(db: TExecutor, submissionId: string): Promise<TKycFileRow[]> {
  return db
    .select()
    .from(kycFiles)
    .where(eq(kycFiles.submissionId, submissionId))
    .orderBy(desc(kycFiles.createdAt));
}

/* Staff's queue */

export interface TKycQueueFilter {
  status?: TKycSubmissionRow['status'];
  documentType?: TKycSubmissionRow['documentType'];
  from?: string;
  to?: string;
  q?: string;
  /** The document number as typed, normalised (searched exactly). */
  number?: string;
}

function queueFilters(filter: TKycQueueFilter): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (filter.status) filters.push(eq(kycSubmissions.status, filter.status));
  if (filter.documentType) filters.push(eq(kycSubmissions.documentType, filter.documentType));
  if (filter.from) filters.push(gte(kycSubmissions.submittedAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lt(kycSubmissions.submittedAt, end));
  }
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    filters.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        ilike(kycSubmissions.fullName, pattern),
        filter.number ? eq(kycSubmissions.documentNumber, filter.number) : undefined,
      ),
    );
  }
  return and(...filters);
}

/**
 * The queue with each submission's person (the users table is read here only for the names and
 * contacts staff see). Pending: oldest first (a queue); otherwise newest decisions first.
 */
export async function listSubmissions(
  db: TExecutor,
  filter: TKycQueueFilter,
  page: { limit: number; offset: number },
) {
  const where = queueFilters(filter);
  const order =
    filter.status === 'pending'
      ? [asc(kycSubmissions.submittedAt), asc(kycSubmissions.id)]
      : [desc(kycSubmissions.submittedAt), desc(kycSubmissions.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ submission: kycSubmissions, user: users })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(kycSubmissions)
      .innerJoin(users, eq(users.id, kycSubmissions.userId))
      .where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type { TStoredKycRejection };
