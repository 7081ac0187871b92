import { sql } from 'drizzle-orm';
import type { TExecutor } from '../../db/client.ts';

/**
 * The ledger's invariants, checked straight from the tables: every transaction has at least two
 * entries summing to zero, every cached balance equals the sum of its entries, no wallet or hold is
 * below zero, and all balances together are zero (money is only moved, never made). Answers the
 * problems found, none when sound. Reads every entry: for tests, benchmarks and audits, not requests.
 */
export async function checkLedger(db: TExecutor): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await db.execute<{ id: string; total: string; legs: number }>(sql`
    SELECT t."id", coalesce(sum(e."amount"), 0)::text AS total, count(e."id")::int AS legs
    FROM "ledger_transactions" t LEFT JOIN "ledger_entries" e ON e."transaction_id" = t."id"
    GROUP BY t."id" HAVING coalesce(sum(e."amount"), 0) <> 0 OR count(e."id") < 2`);
  for (const row of unbalanced.rows)
    problems.push(`transaction ${row.id}: ${row.legs} legs summing to ${row.total}`);
  const drift = await db.execute<{ key: string; balance: string; total: string }>(sql`
    SELECT a."key", a."balance"::text AS balance, coalesce(sum(e."amount"), 0)::text AS total
    FROM "ledger_accounts" a LEFT JOIN "ledger_entries" e ON e."account_id" = a."id"
    GROUP BY a."id" HAVING a."balance" <> coalesce(sum(e."amount"), 0)`);
  for (const row of drift.rows)
    problems.push(`account ${row.key}: balance ${row.balance} but entries sum to ${row.total}`);
  const negative = await db.execute<{ key: string; balance: string }>(sql`
    SELECT "key", "balance"::text AS balance FROM "ledger_accounts"
    WHERE "type" IN ('wallet', 'hold', 'bonus_hold') AND "balance" < 0`);
  for (const row of negative.rows) problems.push(`account ${row.key}: negative balance ${row.balance}`);
  const owed = await db.execute<{ key: string; balance: string }>(sql`
    SELECT "key", "balance"::text AS balance FROM "ledger_accounts" WHERE "type" = 'dues' AND "balance" > 0`);
  for (const row of owed.rows) problems.push(`account ${row.key}: dues above zero ${row.balance}`);
  const total = await db.execute<{ total: string }>(
    sql`SELECT coalesce(sum("balance"), 0)::text AS total FROM "ledger_accounts"`,
  );
  if (total.rows[0]?.total !== '0') problems.push(`all balances sum to ${total.rows[0]?.total}, not 0`);
  return problems;
}
