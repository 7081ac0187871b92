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

export type TMovementRow = {
  movement_key: string;
  kind: string;
  amount: string;
  memo: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  reversed: boolean;
  paid_out: boolean;
  returned: boolean;
  released: boolean;
  via_bonus_hold: boolean;
  other_type: string | null;
  other_method: string | null;
  other_user_name: string | null;
  withdrawal_method: string | null;
};

export interface TEntryFilters {
  kind?: string;
  from?: string;
  to?: string;
}

const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The user's money movements (decision 053): every ledger transaction touching their wallet, hold or
 * bonus hold, grouped by what moved the money — the `withdrawal:<id>`, `payment:<id>` or
 * `referral:<id>` reference, else the transaction itself (a reversal joins the transaction it
 * reverses). Per movement: its first entry (order), start and last-change times, which kinds of
 * postings it has (from which its current state follows) and the kind, for filtering.
 */
function movementsCte(userId: string) {
  const keys = ['wallet', 'hold', 'bonus_hold'].map((type) =>
    accountKey({ type: type as 'wallet' | 'hold' | 'bonus_hold', userId }),
  );
  return sql`
    legs AS (
      SELECT e."id" AS entry_id, e."amount", a."type" AS account_type, t."id" AS transaction_id,
             t."type", t."memo", t."created_at",
             CASE WHEN t."reference" ~ ${`^(withdrawal|payment|referral):${UUID_PATTERN}$`} THEN t."reference"
                  ELSE coalesce(t."reversal_of", t."id")::text END AS movement_key
      FROM "ledger_entries" e
      JOIN "ledger_accounts" a ON a."id" = e."account_id"
      JOIN "ledger_transactions" t ON t."id" = e."transaction_id"
      WHERE a."key" IN (${keys[0]}, ${keys[1]}, ${keys[2]})
    ),
    movements AS (
      SELECT movement_key, min(entry_id) AS first_entry, min(created_at) AS created_at,
             max(created_at) AS updated_at,
             bool_or("type" = 'reversal') AS reversed,
             bool_or("type" = 'withdrawal_payout') AS paid_out,
             bool_or("type" = 'withdrawal_release') AS returned,
             bool_or("type" = 'referral_bonus_release') AS released,
             bool_or(account_type = 'bonus_hold') AS via_bonus_hold
      FROM legs GROUP BY movement_key
    ),
    listed AS (
      SELECT m.*, f.transaction_id AS first_transaction, f."type" AS first_type, f."memo",
             CASE WHEN m.movement_key LIKE 'withdrawal:%' THEN 'withdrawal'
                  WHEN m.movement_key LIKE 'payment:%' THEN 'topup'
                  WHEN m.movement_key LIKE 'referral:%' OR f."type" LIKE 'referral%' THEN 'referral_bonus'
                  WHEN f."type" LIKE 'withdrawal%' THEN 'withdrawal'
                  WHEN f."type" = 'topup' THEN 'topup'
                  ELSE 'transfer' END AS kind
      FROM movements m JOIN legs f ON f.entry_id = m.first_entry
    )`;
}

function movementConditions(filters: TEntryFilters) {
  const conditions = [sql`true`];
  if (filters.kind) conditions.push(sql`l.kind = ${filters.kind}`);
  // Dates are days in Bangladesh, both ends inclusive, of when the movement started.
  if (filters.from)
    conditions.push(sql`l."created_at" >= (${filters.from}::date)::timestamp AT TIME ZONE 'Asia/Dhaka'`);
  if (filters.to)
    conditions.push(sql`l."created_at" < (${filters.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Dhaka'`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The user's movements, newest first, each with the amount of its first posting on the user's
 * wallet or bonus hold (signed from the user), the biggest other leg of that posting that is not the
 * user's own account as the counterparty, and the withdrawal's method for withdrawals.
 */
export async function listWalletMovements(
  db: TExecutor,
  userId: string,
  filters: TEntryFilters,
  page: { limit: number; offset: number },
): Promise<TMovementRow[]> {
  const result = await db.execute<TMovementRow>(sql`
    WITH ${movementsCte(userId)}
    SELECT l.movement_key, l.kind, l."memo", l."created_at", l.updated_at, l.reversed, l.paid_out,
           l.returned, l.released, l.via_bonus_hold,
           (SELECT sum(x."amount") FROM legs x
             WHERE x.transaction_id = l.first_transaction AND x.account_type IN ('wallet', 'bonus_hold'))::text AS amount,
           o."type" AS other_type, o."method" AS other_method, o."name" AS other_user_name,
           w."method" AS withdrawal_method
    FROM listed l
    LEFT JOIN LATERAL (
      SELECT a2."type", a2."method", u."name"
      FROM "ledger_entries" e2
      JOIN "ledger_accounts" a2 ON a2."id" = e2."account_id"
      LEFT JOIN "users" u ON u."id" = a2."user_id"
      WHERE e2."transaction_id" = l.first_transaction
        AND e2."id" NOT IN (SELECT x.entry_id FROM legs x WHERE x.transaction_id = l.first_transaction)
      ORDER BY abs(e2."amount") DESC, e2."id" LIMIT 1
    ) o ON true
    LEFT JOIN "withdrawals" w ON w."id" = CASE
      WHEN l.movement_key LIKE 'withdrawal:%' THEN substr(l.movement_key, 12)::uuid END
    WHERE ${movementConditions(filters)}
    ORDER BY l.first_entry DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`);
  return result.rows;
}

export async function countWalletMovements(
  db: TExecutor,
  userId: string,
  filters: TEntryFilters,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    WITH ${movementsCte(userId)}
    SELECT count(*)::int AS n FROM listed l WHERE ${movementConditions(filters)}`);
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
