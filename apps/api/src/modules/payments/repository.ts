import { and, asc, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';
import {
  payments,
  platformSettings,
  type TPaymentRow,
  type TStoredProviderData,
} from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';

export type { TPaymentRow };
export type TNewPayment = typeof payments.$inferInsert;

/**
 * Inserts a payment; undefined when the method's provider transaction id is already taken (a
 * concurrent insert of the same id waits for the first and then inserts nothing).
 */
export async function insertPayment(db: TExecutor, values: TNewPayment): Promise<TPaymentRow | undefined> {
  const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPayment(db: TExecutor, id: string): Promise<TPaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findOwnPayment(
  db: TExecutor,
  userId: string,
  id: string,
): Promise<TPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)));
  return row;
}

export async function hasProviderTransaction(
  db: TExecutor,
  method: TPaymentRow['method'],
  providerTxId: string,
) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.method, method), eq(payments.providerTransactionId, providerTxId)));
  return !!row;
}

/**
 * Moves a payment out of `pending`, only if it still is: the row lock makes a concurrent second
 * decision wait and then find it decided (undefined), so each payment is decided once.
 */
export async function decidePendingPayment(
  db: TExecutor,
  id: string,
  change: {
    status: Exclude<TPaymentRow['status'], 'pending'>;
    reason?: string | null;
    decidedBy?: string | null;
    providerData?: TStoredProviderData;
    ledgerTransactionId?: string | null;
  },
): Promise<TPaymentRow | undefined> {
  const [row] = await db
    .update(payments)
    .set({
      status: change.status,
      reason: change.reason ?? null,
      decidedBy: change.decidedBy ?? null,
      decidedAt: sql`now()`,
      updatedAt: sql`now()`,
      ledgerTransactionId: change.ledgerTransactionId ?? null,
      ...(change.providerData
        ? { providerData: sql`${payments.providerData} || ${JSON.stringify(change.providerData)}::jsonb` }
        : {}),
    })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** Locks a pending payment for the rest of the transaction (undefined when it is decided or absent). */
export async function lockPendingPayment(db: TExecutor, id: string): Promise<TPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
    .for('update');
  return row;
}

/** Records the first of two staff approvals on a pending payment (the caller holds its lock). */
export async function recordFirstApproval(db: TExecutor, id: string, staffId: string): Promise<TPaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ approvedBy: staffId, approvedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(payments.id, id), eq(payments.status, 'pending'), isNull(payments.approvedBy)))
    .returning();
  if (!row) throw new Error(`payment ${id} could not take a first approval under its lock`);
  return row;
}

/** Adds what a gateway said to the payment's provider data (kept for audits). */
export async function addProviderData(db: TExecutor, id: string, data: TStoredProviderData) {
  await db
    .update(payments)
    .set({
      providerData: sql`${payments.providerData} || ${JSON.stringify(data)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** Settings with when each last changed (only the ones ever set). */
export async function readSettingRows(db: TExecutor, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      key: platformSettings.key,
      value: platformSettings.value,
      updatedAt: platformSettings.updatedAt,
    })
    .from(platformSettings)
    .where(inArray(platformSettings.key, keys));
}

/** The most recent change among `keys`: when, and who made it (their name as it is now). */
export async function lastSettingChange(db: TExecutor, keys: string[]) {
  if (keys.length === 0) return undefined;
  const [row] = await db
    .select({ at: platformSettings.updatedAt, id: users.id, name: users.name })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.updatedBy))
    .where(inArray(platformSettings.key, keys))
    .orderBy(desc(platformSettings.updatedAt))
    .limit(1);
  return row;
}

/** Staff changes of the settings wait for each other (a transaction lock), so each sees the last one's values. */
export async function lockSettingChanges(tx: TExecutor) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haat.platform_settings'))`);
}

/** Sets a platform setting (insert or replace), remembering who changed it. */
export async function writeSetting(db: TExecutor, key: string, value: unknown, updatedBy: string) {
  await db
    .insert(platformSettings)
    .values({ key, value, updatedBy })
    .onConflictDoUpdate({
      target: platformSettings.key,
      set: { value, updatedBy, updatedAt: sql`now()` },
    });
}

/** Payments newest first, of one user or of everyone (staff), optionally by status and method. */
export async function listPayments(
  db: TExecutor,
  filter: { userId?: string; status?: TPaymentRow['status']; method?: TPaymentRow['method'] },
  page: number,
  perPage: number,
) {
  const conditions = [
    filter.userId ? eq(payments.userId, filter.userId) : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.method ? eq(payments.method, filter.method) : undefined,
  ].filter((condition) => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(payments)
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [totals] = await db.select({ total: count() }).from(payments).where(where);
  return { rows, total: Number(totals?.total ?? 0) };
}

/**
 * Pending gateway payments created before `before` that no staff member is reviewing, oldest
 * first: what the payments sweep asks the gateways about (decision 051).
 */
export async function listStalePendingPayments(
  db: TExecutor,
  methods: TPaymentRow['method'][],
  before: Date,
  limit: number,
): Promise<TPaymentRow[]> {
  if (methods.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.method, methods),
        lt(payments.createdAt, before),
        sql`${payments.providerData}->>'review' IS NULL`,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}
