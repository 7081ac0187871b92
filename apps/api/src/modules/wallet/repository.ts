import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TExecutor } from '../../db/client.ts';
import { type TStoredWithdrawalDetails, users, withdrawals } from '../../db/schema/index.ts';
import { accountKey } from '../ledger/post-transaction.ts';

/** An active user found by email (any case) or E.164 phone number. */
export async function findActiveUserBy(
  db: TExecutor,
  by: { kind: 'email' | 'phone'; value: string },
): Promise<{ id: string; name: string; email: string; phone: string } | undefined> {
  const where = by.kind === 'email' ? sql`lower(${users.email}) = ${by.value}` : eq(users.phone, by.value);
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(and(where, eq(users.status, 'active')))
    .limit(1);
  return row;
}

/** The user's wallet, withdrawal hold and referral-bonus hold balances (0 for accounts never used). */
export async function walletBalances(
  db: TExecutor,
  userId: string,
): Promise<{ balance: bigint; held: bigint; bonusHeld: bigint }> {
  const wallet = accountKey({ type: 'wallet', userId });
  const hold = accountKey({ type: 'hold', userId });
  const bonusHold = accountKey({ type: 'bonus_hold', userId });
  const result = await db.execute<{ key: string; balance: string }>(
    sql`SELECT "key", "balance" FROM "ledger_accounts" WHERE "key" IN (${wallet}, ${hold}, ${bonusHold})`,
  );
  const of = (key: string) => BigInt(result.rows.find((row) => row.key === key)?.balance ?? '0');
  return { balance: of(wallet), held: of(hold), bonusHeld: of(bonusHold) };
}

/** When a ledger transaction was posted. */
export async function transactionTime(db: TExecutor, transactionId: string): Promise<Date> {
  const result = await db.execute<{ created_at: Date | string }>(
    sql`SELECT "created_at" FROM "ledger_transactions" WHERE "id" = ${transactionId}::uuid`,
  );
  return new Date(result.rows[0]?.created_at ?? Date.now());
}

export type TEntryRow = {
  id: string;
  transaction_id: string;
  type: string;
  amount: string;
  reference: string | null;
  memo: string | null;
  created_at: Date | string;
  other_type: string | null;
  other_method: string | null;
  other_user_name: string | null;
  withdrawal_method: string | null;
};

export interface TEntryFilters {
  type?: string;
  from?: string;
  to?: string;
}

function entryConditions(userId: string, filters: TEntryFilters) {
  const conditions = [
    sql`e."account_id" = (SELECT "id" FROM "ledger_accounts" WHERE "key" = ${accountKey({ type: 'wallet', userId })})`,
  ];
  if (filters.type) conditions.push(sql`t."type" = ${filters.type}`);
  // Dates are days in Bangladesh, both ends inclusive.
  if (filters.from)
    conditions.push(sql`t."created_at" >= (${filters.from}::date)::timestamp AT TIME ZONE 'Asia/Dhaka'`);
  if (filters.to)
    conditions.push(sql`t."created_at" < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka'`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The entries of the user's wallet, newest first, with the biggest other leg of each transaction
 * (not the user's own holds) as the counterparty, and the withdrawal's method for withdrawal legs.
 */
export async function listWalletEntries(
  db: TExecutor,
  userId: string,
  filters: TEntryFilters,
  page: { limit: number; offset: number },
): Promise<TEntryRow[]> {
  const hold = accountKey({ type: 'hold', userId });
  const bonusHold = accountKey({ type: 'bonus_hold', userId });
  const result = await db.execute<TEntryRow>(sql`
    SELECT e."id"::text AS id, t."id" AS transaction_id, t."type", e."amount"::text AS amount,
           t."reference", t."memo", t."created_at",
           o."type" AS other_type, o."method" AS other_method, o."name" AS other_user_name,
           w."method" AS withdrawal_method
    FROM "ledger_entries" e
    JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
    LEFT JOIN LATERAL (
      SELECT a2."type", a2."method", u."name"
      FROM "ledger_entries" e2
      JOIN "ledger_accounts" a2 ON a2."id" = e2."account_id"
      LEFT JOIN "users" u ON u."id" = a2."user_id"
      WHERE e2."transaction_id" = t."id" AND e2."account_id" <> e."account_id" AND a2."key" NOT IN (${hold}, ${bonusHold})
      ORDER BY abs(e2."amount") DESC, e2."id" LIMIT 1
    ) o ON true
    LEFT JOIN "withdrawals" w ON w."id" = CASE
      WHEN t."reference" ~ '^withdrawal:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      THEN substr(t."reference", 12)::uuid END
    WHERE ${entryConditions(userId, filters)}
    ORDER BY e."id" DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  return result.rows;
}

export async function countWalletEntries(
  db: TExecutor,
  userId: string,
  filters: TEntryFilters,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM "ledger_entries" e
    JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
    WHERE ${entryConditions(userId, filters)}`);
  return result.rows[0]?.n ?? 0;
}

export type TWithdrawalRecord = typeof withdrawals.$inferSelect;

export async function insertWithdrawal(
  db: TExecutor,
  values: {
    id: string;
    userId: string;
    amount: bigint;
    method: 'bkash' | 'nagad' | 'bank';
    details: TStoredWithdrawalDetails;
    holdTransactionId: string;
  },
): Promise<TWithdrawalRecord> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  return row as TWithdrawalRecord;
}

export async function findWithdrawal(
  db: TExecutor,
  id: string,
  options: { userId?: string; forUpdate?: boolean } = {},
): Promise<TWithdrawalRecord | undefined> {
  const where = options.userId
    ? and(eq(withdrawals.id, id), eq(withdrawals.userId, options.userId))
    : eq(withdrawals.id, id);
  const query = db.select().from(withdrawals).where(where).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listUserWithdrawals(
  db: TExecutor,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: TWithdrawalRecord[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.userId, userId))
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.userId, userId)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export type TAdminWithdrawalRecord = TWithdrawalRecord & {
  userName: string;
  userEmail: string;
  userPhone: string;
  approverName: string | null;
};

const approver = alias(users, 'approver');

function adminWithdrawalQuery(db: TExecutor) {
  return db
    .select({
      withdrawal: withdrawals,
      userName: users.name,
      userEmail: users.email,
      userPhone: users.phone,
      approverName: approver.name,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .leftJoin(approver, eq(approver.id, withdrawals.approvedBy));
}

type TAdminWithdrawalJoin = Awaited<ReturnType<typeof adminWithdrawalQuery>>[number];
const flatten = (row: TAdminWithdrawalJoin): TAdminWithdrawalRecord => ({
  ...row.withdrawal,
  userName: row.userName,
  userEmail: row.userEmail,
  userPhone: row.userPhone,
  approverName: row.approverName,
});

export async function listAllWithdrawals(
  db: TExecutor,
  status: 'pending' | 'paid' | 'rejected' | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TAdminWithdrawalRecord[]; total: number }> {
  const where = status ? eq(withdrawals.status, status) : undefined;
  const [rows, totals] = await Promise.all([
    adminWithdrawalQuery(db)
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals[0]?.n ?? 0 };
}

/** One withdrawal as staff see it (with its user and first approver). */
export async function findAdminWithdrawal(
  db: TExecutor,
  id: string,
): Promise<TAdminWithdrawalRecord | undefined> {
  const [row] = await adminWithdrawalQuery(db).where(eq(withdrawals.id, id)).limit(1);
  return row ? flatten(row) : undefined;
}

/** Records the first of two staff approvals of a pending payout (the caller holds its lock). */
export async function markWithdrawalApproved(db: TExecutor, id: string, staffId: string): Promise<void> {
  const rows = await db
    .update(withdrawals)
    .set({ approvedBy: staffId, approvedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending'), isNull(withdrawals.approvedBy)))
    .returning({ id: withdrawals.id });
  if (rows.length === 0) throw new Error(`withdrawal ${id} could not take a first approval under its lock`);
}

export async function markWithdrawalDecided(
  db: TExecutor,
  id: string,
  values: {
    status: 'paid' | 'rejected';
    rejectReason: string | null;
    payoutReference: string | null;
    decisionTransactionId: string;
    decidedBy: string;
  },
): Promise<TWithdrawalRecord> {
  const [row] = await db
    .update(withdrawals)
    .set({ ...values, decidedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
    .returning();
  if (!row) throw new Error(`withdrawal ${id} was not pending under its lock`);
  return row;
}
