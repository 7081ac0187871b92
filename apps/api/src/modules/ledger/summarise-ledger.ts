import type { TLedgerCheck } from '@haat/shared';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkLedger } from './check-ledger.ts';

/**
 * The ledger summed from its tables, for staff: the invariants (`checkLedger`) and the balance of
 * each kind of account. Runs in one repeatable-read transaction so concurrent postings cannot make
 * a sound ledger look unbalanced. Reads every entry: a staff tool, not for hot paths.
 */
export async function summariseLedger(db: TDb): Promise<TLedgerCheck> {
  return db.transaction(
    async (tx) => {
      const problems = await checkLedger(tx);
      const totals = await tx.execute<{
        type: string;
        method: string | null;
        accounts: number;
        balance: string;
      }>(sql`
        SELECT "type", "method", count(*)::int AS accounts, coalesce(sum("balance"), 0)::text AS balance
        FROM "ledger_accounts" GROUP BY "type", "method" ORDER BY "type", "method"`);
      const counts = await tx.execute<{ transactions: number; entries: number }>(sql`
        SELECT (SELECT count(*) FROM "ledger_transactions")::int AS transactions,
               (SELECT count(*) FROM "ledger_entries")::int AS entries`);
      return {
        balanced: problems.length === 0,
        problems,
        transactions: counts.rows[0]?.transactions ?? 0,
        entries: counts.rows[0]?.entries ?? 0,
        totals: totals.rows.map((row) => ({
          type: row.type,
          method: row.method,
          accounts: row.accounts,
          balance: Number(row.balance),
        })),
        checked_at: new Date().toISOString(),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
