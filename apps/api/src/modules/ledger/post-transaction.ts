import { sql } from 'drizzle-orm';
import type { TExecutor, TTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';

/*
 * The double-entry ledger (decision 050). Every movement of money is one transaction of two or more
 * entries that sum to zero. Balances are cached on the account rows and changed only here, under
 * row locks taken in a fixed order, so any number of API instances can post at once without
 * deadlocks, lost updates or a wallet below zero. PostgreSQL backs every rule up (CHECK on the
 * balance, zero sum checked at COMMIT, append-only triggers), so a bug here fails loudly instead of
 * corrupting money.
 */

export type TLedgerMethod = 'bkash' | 'nagad' | 'bank' | 'sslcommerz' | 'demo';
export type TLedgerAccount =
  | { type: 'wallet'; userId: string } // the user's spendable balance: never below 0
  | { type: 'hold'; userId: string } // money held for the user's pending withdrawals: never below 0
  | { type: 'bonus_hold'; userId: string } // referral bonuses in their holding period (decision 052)
  | { type: 'dues'; userId: string } // what a seller owes the platform: never above 0 (decision 054)
  | { type: 'platform_revenue' }
  | { type: 'platform_promotions' } // referral bonuses are paid from here (may go negative)
  | { type: 'escrow' } // wallet payments of marketplace orders until they complete (decision 054)
  | { type: 'external'; method: TLedgerMethod }; // the outside world per payment method (goes negative)
export type TLedgerTxType =
  | 'topup'
  | 'transfer'
  | 'withdrawal_hold'
  | 'withdrawal_payout'
  | 'withdrawal_release'
  | 'referral_bonus'
  | 'referral_bonus_release'
  | 'order_payment'
  | 'order_release'
  | 'order_refund'
  | 'order_commission'
  | 'feature_purchase'
  | 'reversal';

export interface TPostTransaction {
  type: TLedgerTxType;
  /** Amounts in poisha; positive raises that account's balance. They must sum to zero. */
  entries: { account: TLedgerAccount; amount: bigint }[];
  /** What it is about, e.g. `payment:<uuid>`, `withdrawal:<uuid>`, `transfer`. */
  reference?: string;
  memo?: string;
  /** The user who caused it (for history and audit). */
  initiatedBy?: string;
}

/** The largest amount of one entry (10^15 poisha = 10 trillion taka): far above any real payment, far below bigint overflow. */
export const LEDGER_MAX_ENTRY = 1_000_000_000_000_000n;
const METHODS: readonly TLedgerMethod[] = ['bkash', 'nagad', 'bank', 'sslcommerz', 'demo'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const USER_TYPES = new Set(['wallet', 'hold', 'bonus_hold', 'dues']);
const NON_NEGATIVE_TYPES = new Set(['wallet', 'hold', 'bonus_hold']);

/** A programming error in a caller of the ledger (never caused by user input that was validated). */
export class LedgerInputError extends Error {
  constructor(message: string) {
    super(`ledger: ${message}`);
    this.name = 'LedgerInputError';
  }
}

/** The account's unique key in `ledger_accounts.key`: `wallet:<user id>`, `external:bkash`, `escrow`. */
export function accountKey(account: TLedgerAccount): string {
  switch (account.type) {
    case 'wallet':
    case 'hold':
    case 'bonus_hold':
    case 'dues':
      if (!UUID.test(account.userId)) throw new LedgerInputError(`bad user id for ${account.type}`);
      return `${account.type}:${account.userId.toLowerCase()}`;
    case 'external':
      if (!METHODS.includes(account.method)) throw new LedgerInputError('bad external method');
      return `external:${account.method}`;
    case 'platform_revenue':
    case 'platform_promotions':
    case 'escrow':
      return account.type;
    default:
      throw new LedgerInputError('unknown account type');
  }
}

export function insufficientFunds(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', 'validation.insufficient_funds', {
    errors: { amount: ['validation.insufficient_funds'] },
  });
}

interface TLockedAccount {
  id: string;
  key: string;
  type: string;
  balance: bigint;
}

interface TResolvedEntry {
  key: string;
  amount: bigint;
}

function validate(input: TPostTransaction): TResolvedEntry[] {
  if (!Array.isArray(input.entries) || input.entries.length < 2)
    throw new LedgerInputError('a transaction needs at least two entries');
  let sum = 0n;
  const resolved = input.entries.map(({ account, amount }) => {
    if (typeof amount !== 'bigint') throw new LedgerInputError('amounts must be bigint poisha');
    if (amount === 0n) throw new LedgerInputError('an entry of zero');
    if (amount > LEDGER_MAX_ENTRY || amount < -LEDGER_MAX_ENTRY)
      throw new LedgerInputError('an entry above the maximum');
    sum += amount;
    return { key: accountKey(account), amount };
  });
  if (sum !== 0n) throw new LedgerInputError(`entries sum to ${sum}, not zero`);
  if (input.initiatedBy !== undefined && !UUID.test(input.initiatedBy))
    throw new LedgerInputError('bad initiatedBy');
  return resolved;
}

function accountRow(key: string): {
  key: string;
  type: string;
  userId: string | null;
  method: string | null;
} {
  const [type = '', rest = null] = key.split(':', 2) as [string, string | undefined];
  if (USER_TYPES.has(type)) return { key, type, userId: rest, method: null };
  if (type === 'external') return { key, type, userId: null, method: rest };
  return { key, type, userId: null, method: null };
}

/**
 * Creates the users' wallet, hold, bonus_hold and dues accounts that do not exist yet (the others come with the
 * migration). Takes no row locks, so waiting here for someone else's new account cannot be part of
 * a lock cycle.
 */
async function ensureAccounts(tx: TExecutor, allKeys: string[]): Promise<void> {
  const keys = allKeys.filter((key) => USER_TYPES.has(key.split(':', 1)[0] ?? ''));
  if (keys.length === 0) return;
  const existing = await tx.execute<{ key: string }>(
    sql`SELECT "key" FROM "ledger_accounts" WHERE "key" IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  const found = new Set(existing.rows.map((row) => row.key));
  const missing = keys.filter((key) => !found.has(key)).map(accountRow);
  if (missing.length === 0) return;
  await tx.execute(
    sql`INSERT INTO "ledger_accounts" ("key", "type", "user_id", "method") VALUES ${sql.join(
      missing.map((row) => sql`(${row.key}, ${row.type}, ${row.userId}::uuid, ${row.method})`),
      sql`, `,
    )} ON CONFLICT ("key") DO NOTHING`,
  );
}

/** Locks the accounts in id order (the one global order: concurrent postings cannot deadlock). */
async function lockAccounts(tx: TExecutor, keys: string[]): Promise<Map<string, TLockedAccount>> {
  const result = await tx.execute<{ id: string; key: string; type: string; balance: string }>(
    sql`SELECT "id", "key", "type", "balance" FROM "ledger_accounts" WHERE "key" IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) ORDER BY "id" FOR UPDATE`,
  );
  const accounts = new Map<string, TLockedAccount>();
  for (const row of result.rows)
    accounts.set(row.key, { id: row.id, key: row.key, type: row.type, balance: BigInt(row.balance) });
  if (accounts.size !== keys.length) throw new LedgerInputError('an account could not be created');
  return accounts;
}

function isBalanceCheckViolation(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError.code === '23514' && pgError.constraint === 'ledger_accounts_balance_non_negative';
}

async function post(
  tx: TTx,
  input: TPostTransaction & { reversalOf?: string },
  entries: TResolvedEntry[],
): Promise<{ id: string }> {
  const keys = [...new Set(entries.map((entry) => entry.key))];
  await ensureAccounts(tx, keys);
  const accounts = await lockAccounts(tx, keys);

  const deltas = new Map<string, bigint>();
  for (const entry of entries) deltas.set(entry.key, (deltas.get(entry.key) ?? 0n) + entry.amount);
  for (const [key, delta] of deltas) {
    const account = accounts.get(key) as TLockedAccount;
    if (NON_NEGATIVE_TYPES.has(account.type) && account.balance + delta < 0n) throw insufficientFunds();
    if (account.type === 'dues' && account.balance + delta > 0n)
      throw new LedgerInputError('dues would go above zero');
  }

  // One round trip: the transaction, its entries and the balance changes (the zero-sum check runs
  // at COMMIT; the balance CHECK here, as the database's last word behind the check above).
  const accountId = (key: string) => (accounts.get(key) as TLockedAccount).id;
  const changes = [...deltas].filter(([, delta]) => delta !== 0n);
  const updateBalances =
    changes.length === 0
      ? sql``
      : sql`, "balances" AS (
          UPDATE "ledger_accounts" AS a SET "balance" = a."balance" + d.delta, "updated_at" = now()
          FROM (VALUES ${sql.join(
            changes.map(([key, delta]) => sql`(${accountId(key)}::uuid, ${delta.toString()}::bigint)`),
            sql`, `,
          )}) AS d(id, delta)
          WHERE a."id" = d.id
        )`;
  try {
    const created = await tx.execute<{ id: string }>(
      sql`WITH "created" AS (
            INSERT INTO "ledger_transactions" ("type", "reference", "memo", "initiated_by", "reversal_of")
            VALUES (${input.type}, ${input.reference ?? null}, ${input.memo ?? null},
                    ${input.initiatedBy ?? null}::uuid, ${input.reversalOf ?? null}::uuid)
            RETURNING "id"
          ), "legs" AS (
            INSERT INTO "ledger_entries" ("transaction_id", "account_id", "amount")
            SELECT "created"."id", v.account_id, v.amount FROM "created", (VALUES ${sql.join(
              entries.map(
                (entry) => sql`(${accountId(entry.key)}::uuid, ${entry.amount.toString()}::bigint)`,
              ),
              sql`, `,
            )}) AS v(account_id, amount)
          )${updateBalances}
          SELECT "id" FROM "created"`,
    );
    return { id: created.rows[0]?.id as string };
  } catch (error) {
    if (isBalanceCheckViolation(error)) throw insufficientFunds();
    throw error;
  }
}

/**
 * Posts inside the caller's DB transaction `tx`; throws AppError code 'INSUFFICIENT_FUNDS' (422,
 * message key `validation.insufficient_funds`) when a wallet or hold would go below zero, and a
 * LedgerInputError for malformed input (fewer than two entries, a zero or non-bigint amount, a sum
 * other than zero): callers validate user input first.
 */
export async function postTransaction(tx: TTx, input: TPostTransaction): Promise<{ id: string }> {
  if (input.type === 'reversal') throw new LedgerInputError('use reverseTransaction for reversals');
  return post(tx, input, validate(input));
}

/**
 * Posts the negated entries of transaction `transactionId` as a 'reversal' (`reversal_of` set).
 * A transaction is reversed at most once (NOT_FOUND for an unknown one, CONFLICT when already
 * reversed or itself a reversal); INSUFFICIENT_FUNDS when the money has been spent since.
 */
export async function reverseTransaction(
  tx: TTx,
  transactionId: string,
  options: { memo?: string; initiatedBy?: string } = {},
): Promise<{ id: string }> {
  if (!UUID.test(transactionId)) throw new AppError('NOT_FOUND', 'api.not_found');
  // Locking the original first serialises concurrent reversals of it (then accounts, in id order).
  const original = await tx.execute<{ type: string; reference: string | null }>(
    sql`SELECT "type", "reference" FROM "ledger_transactions" WHERE "id" = ${transactionId}::uuid FOR NO KEY UPDATE`,
  );
  const row = original.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'api.not_found');
  if (row.type === 'reversal') throw new AppError('CONFLICT', 'api.reversal_of_reversal');
  const already = await tx.execute(
    sql`SELECT 1 FROM "ledger_transactions" WHERE "reversal_of" = ${transactionId}::uuid`,
  );
  if (already.rows.length > 0) throw new AppError('CONFLICT', 'api.already_reversed');
  const legs = await tx.execute<{ key: string; amount: string }>(
    sql`SELECT a."key", e."amount" FROM "ledger_entries" e
        JOIN "ledger_accounts" a ON a."id" = e."account_id"
        WHERE e."transaction_id" = ${transactionId}::uuid ORDER BY e."id"`,
  );
  const entries = legs.rows.map((leg) => ({ key: leg.key, amount: -BigInt(leg.amount) }));
  return post(
    tx,
    {
      type: 'reversal',
      entries: [],
      reference: row.reference ?? undefined,
      memo: options.memo,
      initiatedBy: options.initiatedBy,
      reversalOf: transactionId,
    },
    entries,
  );
}

/** The account's balance in poisha (0 for an account never used). */
export async function balanceOf(db: TExecutor, account: TLedgerAccount): Promise<bigint> {
  const result = await db.execute<{ balance: string }>(
    sql`SELECT "balance" FROM "ledger_accounts" WHERE "key" = ${accountKey(account)}`,
  );
  return BigInt(result.rows[0]?.balance ?? '0');
}

/**
 * Locks these accounts (creating a user's missing ones) until the caller's transaction ends and
 * answers their balances by account key: for postings whose amounts depend on a balance (a
 * commission taken from what a wallet holds, dues settled from a payout), computed and posted under
 * the same locks (decision 054).
 */
export async function lockBalances(tx: TTx, accounts: TLedgerAccount[]): Promise<Map<string, bigint>> {
  const keys = [...new Set(accounts.map(accountKey))];
  await ensureAccounts(tx, keys);
  const locked = await lockAccounts(tx, keys);
  return new Map([...locked.values()].map((account) => [account.key, account.balance]));
}
